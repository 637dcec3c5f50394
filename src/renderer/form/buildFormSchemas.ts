import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldState } from '../../engine/filters/fieldStates';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { widgetRegistry } from '../registries/widgetRegistry';

type Props = Record<string, Record<string, unknown>>;

/** The rjsf schema and uiSchema of the filters now: titles translated, hidden fields out, disabled ones locked, widgets by registry id. */
export function buildFormSchemas(def: ReportDefinition, states: Record<string, FieldState>, t: (key: string) => string): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties = def.filters.schema.properties as Props;
  const translated: Props = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  const given = (def.filters.uiSchema ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, prop] of Object.entries(properties)) {
    const p: Record<string, unknown> = { ...prop };
    if (typeof p.title === 'string') p.title = t(p.title);
    if (Array.isArray(p.oneOf)) p.oneOf = (p.oneOf as { title?: string }[]).map((o) => ({ ...o, ...(o.title ? { title: t(o.title) } : {}) }));
    const items = p.items as { oneOf?: { title?: string }[] } | undefined;
    if (items?.oneOf) p.items = { ...items, oneOf: items.oneOf.map((o) => ({ ...o, ...(o.title ? { title: t(o.title) } : {}) })) };
    translated[name] = p;
    const state = states[name];
    const widgetId = (given[name]?.['ui:widget'] as string | undefined) ?? 'text';
    const ui: Record<string, unknown> = { ...given[name] };
    delete ui['ui:widget'];
    if (!state?.visible) ui['ui:field'] = 'hidden';
    else if (widgetRegistry.get(widgetId).kind === 'field') ui['ui:field'] = widgetId;
    else ui['ui:widget'] = widgetId;
    if (state?.disabled) ui['ui:disabled'] = true;
    uiSchema[name] = ui;
  }
  if (def.filters.uiSchema?.['ui:order']) uiSchema['ui:order'] = [...def.filters.uiSchema['ui:order'], '*'];
  return { schema: { ...(def.filters.schema as RJSFSchema), properties: translated as RJSFSchema['properties'] }, uiSchema };
}
