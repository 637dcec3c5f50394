import { definitionError, type DefinitionError } from '../definitionError';
import { pointer } from '../jsonPointer';
import type { Column, Detail, GridResult, ReportDefinition } from '../reportDefinition.gen';
import { detailTables } from '../detailTables';
import { isNumericFormat } from '../../format/isNumericFormat';
import { SUMMARY_MAX_GROUPINGS } from '../../summaries/summarySpec';
import { checkContextPath } from './checkConditionContext';
import type { DefinitionNode } from './walkDefinition';

/** The names a definition's references may point at. */
export interface DefinitionNames {
  filterFields: Set<string>;
  stepIds: Set<string>;
  /** The JSON Schema of each filter field (filters.schema.properties). */
  filterSchemas: Record<string, unknown>;
}

/** Filter fields and request.before step ids of a definition. */
export function definitionNames(def: ReportDefinition, nodes: DefinitionNode[]): DefinitionNames {
  const stepIds = new Set<string>();
  for (const node of nodes) {
    if (node.kind !== 'RequestSpec') continue;
    for (const step of (node.value as { before?: { id: string }[] }).before ?? []) stepIds.add(step.id);
  }
  const filterSchemas = def.filters.schema.properties as Record<string, unknown>;
  return { filterFields: new Set(Object.keys(filterSchemas)), stepIds, filterSchemas };
}

function unknownFilter(name: string, path: string, names: DefinitionNames): DefinitionError | null {
  if (names.filterFields.has(name)) return null;
  const known = [...names.filterFields].join(', ');
  return definitionError(path, 'unknownFilterField', `unknown filter field '${name}' (filters.schema.properties: ${known})`, { field: name, known });
}

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** A member of a filter field's value ('cliente.nombre'): the field's schema lists it, or does not say which members its object has. */
function unknownSubfield(field: string, member: string, path: string, names: DefinitionNames): DefinitionError | null {
  const schema = names.filterSchemas[field] as { type?: unknown; properties?: Record<string, unknown> } | undefined;
  const properties = schema?.properties;
  if (properties ? member in properties : !(typeof schema?.type === 'string' && PRIMITIVE_TYPES.has(schema.type))) return null;
  const known = Object.keys(properties ?? {}).join(', ');
  return definitionError(path, 'unknownFilterSubfield', `the filter field '${field}' has no member '${member}' (${known || String(schema?.type)})`, { field, member, known });
}

/** Filter fields whose dependsOn chain comes back to them (a → b → a): each is cleared by the other's change, and neither can be set first. */
function dependsOnCycles(fields: NonNullable<ReportDefinition['filters']['fields']>): DefinitionError[] {
  const next = (name: string) => fields[name]?.dependsOn?.field;
  return Object.keys(fields).flatMap((start) => {
    const chain = [start];
    for (let at = next(start); at !== undefined && !chain.includes(at); at = next(at)) chain.push(at);
    const end = next(chain[chain.length - 1]!);
    if (end !== start) return [];
    const cycle = [...chain, start].join(' → ');
    return [definitionError(`${pointer('/filters/fields', start)}/dependsOn/field`, 'dependsOnCycle', `the fields depend on each other in a cycle: ${cycle}`, { field: start, cycle })];
  });
}

function unknownColumn(name: string, path: string, columns: Column[]): DefinitionError | null {
  if (columns.some((c) => c.field === name)) return null;
  const known = columns.map((c) => c.field).join(', ');
  return definitionError(path, 'unknownColumn', `unknown column '${name}' (columns: ${known})`, { column: name, known });
}

/** Every item of a keyed list (columns by field, actions by id) must have its own key: overlays and the designer address items by it. */
function duplicates(items: { key: string }[], path: string, keyName: string): DefinitionError[] {
  const seen = new Set<string>();
  return items.flatMap(({ key }, i) => {
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [definitionError(pointer(pointer(path, i), keyName), 'duplicateKey', `'${key}' is the ${keyName} of an earlier item of this list`, { key })];
  });
}

/** Filter fields named by the filter form (uiSchema, ui:order, field specs, dependsOn, rules, groups), the choice view and a selection result. */
function filterReferences(def: ReportDefinition, names: DefinitionNames): (DefinitionError | null)[] {
  const out: (DefinitionError | null)[] = [];
  const filters = def.filters;
  for (const key of Object.keys(filters.uiSchema ?? {})) if (!key.startsWith('ui:')) out.push(unknownFilter(key, pointer('/filters/uiSchema', key), names));
  (filters.uiSchema?.['ui:order'] ?? []).forEach((name, i) => { if (name !== '*') out.push(unknownFilter(name, `/filters/uiSchema/ui:order/${i}`, names)); });
  for (const [name, spec] of Object.entries(filters.fields ?? {})) {
    out.push(unknownFilter(name, pointer('/filters/fields', name), names));
    if (spec?.dependsOn) out.push(unknownFilter(spec.dependsOn.field, `${pointer('/filters/fields', name)}/dependsOn/field`, names));
  }
  out.push(...dependsOnCycles(filters.fields ?? {}));
  (filters.rules ?? []).forEach((r, i) => (r.fields ?? []).forEach((f, j) => out.push(unknownFilter(f, `/filters/rules/${i}/fields/${j}`, names))));
  (filters.groups ?? []).forEach((g, i) => g.fields.forEach((f, j) => out.push(unknownFilter(f, `/filters/groups/${i}/fields/${j}`, names))));
  if (def.choiceView) out.push(unknownFilter(def.choiceView.field, '/choiceView/field', names));
  if (def.result.kind === 'selection') out.push(unknownFilter(def.result.field, '/result/field', names));
  if (def.result.kind === 'grid') def.result.emptyResult?.dates.forEach((name, i) => out.push(unknownFilter(name, `/result/emptyResult/dates/${i}`, names)));
  return out;
}

/** A grid's columns named by its sorts (and its sub-tables'), its keyed lists, and the detail line actions the order detail names. */
function gridReferences(result: GridResult): (DefinitionError | null)[] {
  const out: (DefinitionError | null)[] = [];
  const tables: [Detail, string][] = result.detail && 'tables' in result.detail
    ? result.detail.tables.map((t, i) => [t, `/result/detail/tables/${i}`])
    : detailTables(result.detail).map((t) => [t, '/result/detail']);
  for (const [table, path] of [[result, '/result'], ...tables] as [Pick<Detail, 'defaultSort' | 'columns' | 'rowActions'>, string][]) {
    if (table.defaultSort) out.push(unknownColumn(table.defaultSort.column, `${path}/defaultSort/column`, table.columns));
    out.push(...duplicates(table.columns.map((c) => ({ key: c.field })), `${path}/columns`, 'field'));
    out.push(...duplicates((table.rowActions ?? []).map((a) => ({ key: a.id })), `${path}/rowActions`, 'id'));
  }
  out.push(...duplicates((result.toolbarActions ?? []).map((a) => ({ key: a.id })), '/result/toolbarActions', 'id'));
  const lineActions = new Set(tables.flatMap(([t]) => (t.rowActions ?? []).map((a) => a.id)));
  const known = [...lineActions].join(', ');
  (result.rowActions ?? []).forEach((action, i) => {
    if (action.action !== 'orderDetail') return;
    (action.options as { documents?: { lineAction?: string }[] } | undefined)?.documents?.forEach((d, j) => {
      if (d.lineAction && !lineActions.has(d.lineAction)) {
        out.push(definitionError(`/result/rowActions/${i}/options/documents/${j}/lineAction`, 'unknownLineAction', `unknown detail row action '${d.lineAction}' (${known})`, { action: d.lineAction, known }));
      }
    });
  });
  return out;
}

/** The views a definition offers (views.presets): unique ids, filter fields it has, and for a grid the columns and sort column it has. */
function presetReferences(def: ReportDefinition, names: DefinitionNames): (DefinitionError | null)[] {
  const presets = def.views?.presets ?? [];
  const out: (DefinitionError | null)[] = [...duplicates(presets.map((p) => ({ key: p.id })), '/views/presets', 'id')];
  const columns = def.result.kind === 'grid' ? def.result.columns.filter((c) => !c.exportOnly) : [];
  presets.forEach((preset, i) => {
    const path = `/views/presets/${i}`;
    for (const field of Object.keys(preset.filters ?? {})) if (field !== def.choiceView?.field) out.push(unknownFilter(field, pointer(`${path}/filters`, field), names));
    if (def.result.kind !== 'grid') {
      if (preset.columns || preset.sort || preset.pageSize) {
        out.push(definitionError(path, 'presetNotGrid', 'columns, sort and pageSize of a view apply only to a grid result', {}));
      }
      return;
    }
    (preset.columns ?? []).forEach((field, j) => out.push(unknownColumn(field, `${path}/columns/${j}`, columns)));
    if (preset.sort) out.push(unknownColumn(preset.sort.column, `${path}/sort/column`, columns));
  });
  return out;
}

/**
 * A grid's summaries: unique ids; their columns exist (grouped and measured); a period only on a date column; one or two groupings;
 * a measure other than count on a numeric column (amount, price or number), and count without a column or on any column.
 */
function summaryReferences(result: GridResult): (DefinitionError | null)[] {
  const summaries = result.summaries ?? [];
  const columns = result.columns.filter((c) => !c.exportOnly);
  const out: (DefinitionError | null)[] = [...duplicates(summaries.map((s) => ({ key: s.id })), '/result/summaries', 'id')];
  summaries.forEach((summary, i) => {
    const path = `/result/summaries/${i}`;
    if (summary.groupBy.length > SUMMARY_MAX_GROUPINGS) {
      out.push(definitionError(`${path}/groupBy`, 'summaryTooManyGroups', `a summary groups by at most ${SUMMARY_MAX_GROUPINGS} columns`, { max: String(SUMMARY_MAX_GROUPINGS) }));
    }
    summary.groupBy.forEach((g, j) => {
      const missing = unknownColumn(g.column, `${path}/groupBy/${j}/column`, columns);
      out.push(missing);
      const column = columns.find((c) => c.field === g.column);
      if (!missing && g.period && column?.format !== 'date') {
        out.push(definitionError(`${path}/groupBy/${j}/period`, 'summaryPeriodNotDate', `a period groups only a date column ('${g.column}' is not one)`, { column: g.column }));
      }
    });
    summary.measures.forEach((m, j) => {
      if (m.column === undefined) {
        if (m.fn !== 'count') out.push(definitionError(`${path}/measures/${j}`, 'summaryMeasureColumn', `the measure ${m.fn} needs a column`, { fn: m.fn }));
        return;
      }
      const missing = unknownColumn(m.column, `${path}/measures/${j}/column`, columns);
      out.push(missing);
      const column = columns.find((c) => c.field === m.column);
      if (!missing && m.fn !== 'count' && !isNumericFormat(column?.format)) {
        out.push(definitionError(`${path}/measures/${j}/column`, 'summaryNotNumeric', `${m.fn} measures a numeric column (amount, price or number); '${m.column}' is not one`, { fn: m.fn, column: m.column }));
      }
    });
  });
  return out;
}

/** References of the definition's structure: filter fields named by the filter form, columns named by sorts, keyed lists, the views and summaries it offers. */
export function checkStructureReferences(def: ReportDefinition, names: DefinitionNames): DefinitionError[] {
  return [...filterReferences(def, names), ...(def.result.kind === 'grid' ? [...gridReferences(def.result), ...summaryReferences(def.result)] : []), ...presetReferences(def, names)]
    .filter((e): e is DefinitionError => e !== null);
}

/** References inside one value expression or default: {filter}, {context} (steps.<id> a request.before id) and {session} (a session field). */
export function checkValueReferences(node: DefinitionNode, names: DefinitionNames, context: Record<string, unknown>): DefinitionError[] {
  const value = node.value as Record<string, unknown> | null;
  if (!value || typeof value !== 'object') return [];
  if (node.kind === 'ValueExpr') {
    if (typeof value.filter === 'string') {
      // 'cliente.nombre': a member of the field's value.
      const [field, member] = value.filter.split('.') as [string, string | undefined];
      const e = unknownFilter(field, `${node.path}/filter`, names) ?? (member === undefined ? null : unknownSubfield(field, member, `${node.path}/filter`, names));
      return e ? [e] : [];
    }
    if (typeof value.context === 'string') {
      const e = checkContextPath(value.context.split('.'), `${node.path}/context`, context, 'the value');
      return e ? [e] : [];
    }
  }
  if ((node.kind === 'ValueExpr' || node.kind === 'DefaultSpec') && typeof value.session === 'string') {
    const e = checkContextPath(['session', ...value.session.split('.')], `${node.path}/session`, context, 'the value');
    return e ? [e] : [];
  }
  return [];
}
