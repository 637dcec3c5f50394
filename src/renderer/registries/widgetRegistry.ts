import type { ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { WidgetId } from '../../engine/definition/reportDefinition.gen';
import { CheckboxGroupWidget } from '../widgets/CheckboxGroupWidget';
import { CheckboxWidget } from '../widgets/CheckboxWidget';
import { DateWidget } from '../widgets/DateWidget';
import { MonthWidget } from '../widgets/MonthWidget';
import { MultiSelectWidget } from '../widgets/MultiSelectWidget';
import { NumberWidget } from '../widgets/NumberWidget';
import { AutocompleteWidget } from '../widgets/AutocompleteWidget';
import { SelectWidget } from '../widgets/SelectWidget';
import { SearchWidget } from '../widgets/SearchWidget';
import { TextWidget } from '../widgets/TextWidget';
import { YearWidget } from '../widgets/YearWidget';
import { LookupField } from '../lookup/LookupField';
import { Registry } from './Registry';

/** A filter widget: an rjsf widget for a value, or an rjsf field for an object value (lookup code + name). */
export type FilterWidget = { kind: 'widget'; component: ComponentType<WidgetProps> } | { kind: 'field'; component: ComponentType<FieldProps> };

/** Filter widgets by the ids definitions use in ui:widget. */
export const widgetRegistry = new Registry<FilterWidget>('widget');

const Hidden = () => null;
const WIDGETS: Record<WidgetId, FilterWidget> = {
  text: { kind: 'widget', component: TextWidget },
  search: { kind: 'widget', component: SearchWidget },
  select: { kind: 'widget', component: SelectWidget },
  checkbox: { kind: 'widget', component: CheckboxWidget },
  checkboxGroup: { kind: 'widget', component: CheckboxGroupWidget },
  multiSelect: { kind: 'widget', component: MultiSelectWidget },
  date: { kind: 'widget', component: DateWidget },
  month: { kind: 'widget', component: MonthWidget },
  year: { kind: 'widget', component: YearWidget },
  lookup: { kind: 'field', component: LookupField },
  hidden: { kind: 'field', component: Hidden },
  number: { kind: 'widget', component: NumberWidget },
  autocomplete: { kind: 'widget', component: AutocompleteWidget },
};
for (const [id, widget] of Object.entries(WIDGETS)) widgetRegistry.register(id, widget);

/** The rjsf widgets and fields maps, keyed by registry id. */
export function rjsfRegistries(): { widgets: Record<string, ComponentType<WidgetProps>>; fields: Record<string, ComponentType<FieldProps>> } {
  const widgets: Record<string, ComponentType<WidgetProps>> = {};
  const fields: Record<string, ComponentType<FieldProps>> = {};
  for (const id of widgetRegistry.ids()) {
    const w = widgetRegistry.get(id);
    if (w.kind === 'widget') widgets[id] = w.component;
    else fields[id] = w.component;
  }
  return { widgets, fields };
}
