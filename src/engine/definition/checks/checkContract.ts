import { type CallContract, READABLE_CALL_KINDS } from '../callContract';
import { definitionError, type DefinitionError } from '../definitionError';
import { detailTables } from '../detailTables';
import { pointer } from '../jsonPointer';
import type { Column, ReportDefinition } from '../reportDefinition.gen';
import type { DefinitionNode } from './walkDefinition';

/** The reply field a row path starts with (cliente.codigo reads cliente). */
const head = (path: string) => path.split('.')[0] ?? path;

/** A table of the report and the reply fields of its rows (null: the contract does not tell them). */
interface RowScope {
  /** JSON pointer prefixes whose {row} values read this table's rows. */
  prefixes: string[];
  endpoint: string;
  fields: Set<string> | null;
}

/** The fields of the rows a reply spec reads from a call: the union over its row paths the contract knows; null when it knows none of them. */
function rowFields(contract: CallContract, endpoint: string, reply: { rows?: readonly string[] } | undefined): Set<string> | null {
  const rows = contract[endpoint]?.rows ?? {};
  const known = (reply?.rows ?? ['dataRes']).filter((p) => rows[p]);
  return known.length ? new Set(known.flatMap((p) => rows[p]!)) : null;
}

/** Every place a definition names a call: a request (and its steps before it) and the options request of a filter field, by JSON pointer. */
function callPlaces(nodes: DefinitionNode[]): { path: string; endpoint: string }[] {
  return nodes.flatMap((node) => {
    const value = node.value as { endpoint?: unknown; before?: { endpoint?: unknown }[]; options?: { request?: { endpoint?: unknown } } } | null;
    if (node.kind === 'RequestSpec') {
      return [{ path: node.path, call: value }, ...(value?.before ?? []).map((step, i) => ({ path: `${node.path}/before/${i}`, call: step }))]
        .flatMap(({ path, call }) => (typeof call?.endpoint === 'string' ? [{ path, endpoint: call.endpoint }] : []));
    }
    const options = value?.options?.request;
    return node.kind === 'FieldSpec' && typeof options?.endpoint === 'string' ? [{ path: `${node.path}/options/request`, endpoint: options.endpoint }] : [];
  });
}

/** Endpoints the contract lacks, and calls of a kind a report may not make (a data request must also not write; an action may). */
function checkEndpoints(nodes: DefinitionNode[], contract: CallContract): DefinitionError[] {
  const actions = nodes.filter((n) => n.kind === 'Action').map((n) => `${n.path}/`);
  const out: DefinitionError[] = [];
  for (const place of callPlaces(nodes)) {
    const { endpoint } = place;
    const path = `${place.path}/endpoint`;
    const call = contract[endpoint];
    if (!call) {
      out.push(definitionError(path, 'unknownEndpoint', `'${endpoint}' is not a call of the services' contract`, { endpoint }));
      continue;
    }
    const inAction = actions.some((a) => place.path.startsWith(a));
    const kind = !READABLE_CALL_KINDS.includes(call.kind) ? call.kind : call.writes && !inAction ? 'write' : null;
    if (kind) out.push(definitionError(path, 'unreadableEndpoint', `'${endpoint}' is a ${kind} call: a report reads report data and shared lookups only`, { endpoint, kind }));
  }
  return out;
}

/** The tables of a grid report: the grid (its columns, row actions and the detail requests read its rows) and each detail table. */
function rowScopes(def: ReportDefinition, contract: CallContract): RowScope[] {
  if (def.result.kind !== 'grid' || !def.request) return [];
  const detail = def.result.detail;
  const tablePaths = detail && 'tables' in detail ? detail.tables.map((_, i) => `/result/detail/tables/${i}`) : detail ? ['/result/detail'] : [];
  const tables = detailTables(detail);
  return [
    { prefixes: ['/result/columns/', '/result/rowActions/', ...tablePaths.map((p) => `${p}/request/`)], endpoint: def.request.endpoint, fields: rowFields(contract, def.request.endpoint, def.reply) },
    ...tables.map((t, i) => ({ prefixes: [`${tablePaths[i]}/columns/`, `${tablePaths[i]}/rowActions/`], endpoint: t.request.endpoint, fields: rowFields(contract, t.request.endpoint, t.reply) })),
  ];
}

function unknownField(scope: RowScope, field: string, path: string): DefinitionError[] {
  if (!scope.fields || scope.fields.has(head(field))) return [];
  const known = [...scope.fields].sort().join(', ');
  return [definitionError(path, 'unknownReplyField', `the reply of ${scope.endpoint} has no field '${head(field)}' (${known})`, { field: head(field), endpoint: scope.endpoint, known })];
}

/** Plain columns' fields (a registered cell may compute its own), the row key and the footer: what a table reads by name. */
function namedFields(def: ReportDefinition, scopes: RowScope[]): DefinitionError[] {
  if (def.result.kind !== 'grid') return [];
  const grid = def.result;
  const detail = grid.detail;
  const tables: { path: string; columns: Column[]; rowKey?: string[]; footer?: string }[] = [
    { path: '/result', columns: grid.columns, rowKey: grid.rowKey },
    ...detailTables(detail).map((t, i) => ({ path: detail && 'tables' in detail ? `/result/detail/tables/${i}` : '/result/detail', columns: t.columns, rowKey: t.rowKey === undefined ? undefined : [t.rowKey], footer: t.footer?.field })),
  ];
  return tables.flatMap((table, i) => {
    const scope = scopes[i];
    if (!scope) return [];
    return [
      ...table.columns.flatMap((c, j) => (c.value || c.cell ? [] : unknownField(scope, c.field, pointer(`${table.path}/columns/${j}`, 'field')))),
      ...(table.rowKey ?? []).flatMap((key, j) => unknownField(scope, key, table.path === '/result' ? `/result/rowKey/${j}` : `${table.path}/rowKey`)),
      ...(table.footer ? unknownField(scope, table.footer, `${table.path}/footer/field`) : []),
    ];
  });
}

/**
 * {row} and {context: row.…} values read the rows of the table they are in; not a list's items (they read its elements) nor the options of a
 * registered cell or action (they may address rows of their own, e.g. the documents of an order's lines).
 */
function valueFields(nodes: DefinitionNode[], scopes: RowScope[]): DefinitionError[] {
  return nodes.flatMap((node) => {
    if (node.kind !== 'ValueExpr' || /\/(item|options)\//.test(node.path)) return [];
    const value = node.value as { row?: unknown; context?: unknown } | null;
    const read = typeof value?.row === 'string' ? { field: value.row, path: `${node.path}/row` }
      : typeof value?.context === 'string' && value.context.startsWith('row.') ? { field: value.context.slice(4), path: `${node.path}/context` } : null;
    if (!read || !read.field) return [];
    const scope = scopes.find((s) => s.prefixes.some((p) => node.path.startsWith(p)));
    return scope ? unknownField(scope, read.field, read.path) : [];
  });
}

/** The value and label fields of a filter field's options read from a call: fields of the rows of its reply. */
function optionFields(nodes: DefinitionNode[], contract: CallContract): DefinitionError[] {
  return nodes.flatMap((node) => {
    const request = node.kind === 'FieldSpec' ? (node.value as { options?: { request?: { endpoint: string; rows?: string[]; value: string; label: string } } }).options?.request : undefined;
    if (!request) return [];
    const scope: RowScope = { prefixes: [], endpoint: request.endpoint, fields: rowFields(contract, request.endpoint, request) };
    const path = `${node.path}/options/request`;
    return [...unknownField(scope, request.value, `${path}/value`), ...unknownField(scope, request.label, `${path}/label`)];
  });
}

/**
 * Checks a definition against the services' contract: every endpoint is a call of it, of a kind a report may make (report data or a shared
 * lookup; a data request that writes, or an admin, module, session or public call, never), and the columns, row key, footer, row actions,
 * detail requests and the value and label of options read from a call read only fields the rows of their reply have.
 */
export function checkContract(def: ReportDefinition, nodes: DefinitionNode[], contract: CallContract): DefinitionError[] {
  const scopes = rowScopes(def, contract);
  return [...checkEndpoints(nodes, contract), ...namedFields(def, scopes), ...valueFields(nodes, scopes), ...optionFields(nodes, contract)];
}
