import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionContext } from '../conditions/conditionContext';
import { resolveValue } from '../values/resolveValue';
import type { Action, Column, ReportDefinition } from './reportDefinition.gen';

/** What a visibility item is: a filter field, a result column, an action on rows or the toolbar, or a download. */
export type VisibilityKind = 'field' | 'column' | 'action' | 'download';

/** Whether one item of a definition shows for a user, and what decided it. */
export interface VisibilityItem {
  kind: VisibilityKind;
  /** Field name, column field or action id. */
  id: string;
  /** JSON pointer of the item in the definition. */
  path: string;
  /** The text key of its label, when it has one. */
  labelKey?: string;
  visible: boolean;
  /** JSON pointer of the condition that decided (a visibleWhen, a fixed rule, a group), or null when nothing conditions the item. */
  decidedBy: string | null;
  /** For a field locked to a session value (a CLIENTE's own customer): the value it takes. */
  fixedValue?: unknown;
}

/** Row and toolbar actions whose purpose is to hand the user a document or a file. */
const DOWNLOAD_ACTIONS = new Set<string>(['openDocument', 'downloadFile', 'bulkDocuments', 'openDocuments', 'excelExport']);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function fieldItems(def: ReportDefinition, ctx: ConditionContext): VisibilityItem[] {
  const groupOf = new Map<string, { index: number; visibleWhen?: object }>();
  (def.filters.groups ?? []).forEach((g, index) => g.fields.forEach((f) => groupOf.set(f, { index, visibleWhen: g.visibleWhen })));
  return Object.entries(def.filters.schema.properties).map(([name, property]) => {
    const path = `/filters/schema/properties/${escape(name)}`;
    const specPath = `/filters/fields/${escape(name)}`;
    const spec = def.filters.fields?.[name];
    const title = (property as { title?: unknown }).title;
    const base = { kind: 'field' as const, id: name, path, ...(typeof title === 'string' ? { labelKey: title } : {}) };
    const fixedIndex = spec?.fixed?.findIndex((f) => evaluateCondition(f.when, ctx)) ?? -1;
    const fixed = fixedIndex >= 0 ? spec!.fixed![fixedIndex] : undefined;
    const fixedValue = fixed && !fixed.editable ? { fixedValue: resolveValue(fixed.value, ctx) } : {};
    if (fixed?.hide) return { ...base, visible: false, decidedBy: `${specPath}/fixed/${fixedIndex}/when`, ...fixedValue };
    const group = groupOf.get(name);
    const groupPath = group?.visibleWhen ? `/filters/groups/${group.index}/visibleWhen` : null;
    if (groupPath && !evaluateCondition(group!.visibleWhen, ctx)) return { ...base, visible: false, decidedBy: groupPath, ...fixedValue };
    if (spec?.visibleWhen) return { ...base, visible: evaluateCondition(spec.visibleWhen, ctx), decidedBy: `${specPath}/visibleWhen`, ...fixedValue };
    if (fixed) return { ...base, visible: true, decidedBy: `${specPath}/fixed/${fixedIndex}/when`, ...fixedValue };
    // Shown because the condition of its group holds (e.g. advanced filters for some roles), or because nothing conditions it.
    return { ...base, visible: true, decidedBy: groupPath };
  });
}

function columnItems(columns: readonly Column[], at: string, ctx: ConditionContext): VisibilityItem[] {
  return columns.map((c, i) => ({
    kind: 'column' as const, id: c.field, path: `${at}/${i}`, labelKey: c.headerKey,
    visible: evaluateCondition(c.visibleWhen, ctx), decidedBy: c.visibleWhen ? `${at}/${i}/visibleWhen` : null,
  }));
}

function actionItems(actions: readonly Action[] | undefined, at: string, ctx: ConditionContext): VisibilityItem[] {
  return (actions ?? []).map((a, i) => ({
    kind: DOWNLOAD_ACTIONS.has(a.action) ? 'download' as const : 'action' as const, id: a.id, path: `${at}/${i}`, labelKey: a.labelKey,
    visible: evaluateCondition(a.visibleWhen, ctx), decidedBy: a.visibleWhen ? `${at}/${i}/visibleWhen` : null,
  }));
}

/**
 * Every filter field, column, action and download of a definition for one user's condition context: whether it shows and
 * which condition decided it (the designer's "preview as" and its role × item matrix).
 */
export function explainVisibility(def: ReportDefinition, ctx: ConditionContext): VisibilityItem[] {
  const items = fieldItems(def, ctx);
  const result = def.result;
  if (result.kind === 'grid') {
    items.push(...columnItems(result.columns, '/result/columns', ctx));
    items.push(...actionItems(result.rowActions, '/result/rowActions', ctx), ...actionItems(result.toolbarActions, '/result/toolbarActions', ctx));
    const detail = result.detail;
    if (detail && 'tables' in detail) {
      detail.tables.forEach((table, t) => {
        items.push(...columnItems(table.columns, `/result/detail/tables/${t}/columns`, ctx));
        items.push(...actionItems(table.rowActions, `/result/detail/tables/${t}/rowActions`, ctx));
      });
    } else if (detail) {
      items.push(...columnItems(detail.columns, '/result/detail/columns', ctx));
      items.push(...actionItems(detail.rowActions, '/result/detail/rowActions', ctx));
    }
  } else if (result.kind === 'document' || result.kind === 'selection') {
    items.push({ kind: 'download', id: 'download', path: '/result', labelKey: result.downloadLabelKey ?? 'report.download', visible: true, decidedBy: null });
  }
  return items;
}

/** The roles of the portal, in the order of the role list. */
export const PORTAL_ROLES = ['ADMIN', 'REPRESENTANTE', 'CLIENTE', 'SUCURSAL', 'MULTISUCURSAL', 'PROVEEDOR', 'SOPORTE'] as const;

/** One row of the role × item matrix: an item and, per role, whether it shows. */
export interface VisibilityMatrixRow {
  kind: VisibilityKind;
  id: string;
  path: string;
  labelKey?: string;
  byRole: Record<string, boolean>;
}

/** Who sees what: every item of the definition against every role, each role's context built by `contextOf`. */
export function visibilityMatrix(def: ReportDefinition, contextOf: (role: string) => ConditionContext, roles: readonly string[] = PORTAL_ROLES): VisibilityMatrixRow[] {
  const perRole = roles.map((role) => ({ role, items: explainVisibility(def, contextOf(role)) }));
  const rows = perRole[0]?.items.map((item) => ({ kind: item.kind, id: item.id, path: item.path, ...(item.labelKey ? { labelKey: item.labelKey } : {}), byRole: {} as Record<string, boolean> })) ?? [];
  for (const { role, items } of perRole) items.forEach((item, i) => { rows[i]!.byRole[role] = item.visible; });
  return rows;
}
