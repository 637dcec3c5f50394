import type { WidgetProps } from '@rjsf/utils';
import type { Choice, ReportFormContext } from '../form/formContext';

/** Choices of a select: loaded choices of the field, else the schema's enum/oneOf (titles translated by the form). */
export function widgetChoices(props: WidgetProps): Choice[] {
  const ctx = props.registry.formContext as ReportFormContext | undefined;
  const loaded = ctx?.choices[props.name];
  if (loaded) return loaded;
  return (props.options.enumOptions ?? []).map((o) => ({ value: o.value as string | number, label: o.label }));
}
