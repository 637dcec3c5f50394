import type { ErrorObject } from 'ajv';
import { definitionError, type DefinitionError } from '../definitionError';
import { schemaMessage } from './schemaMessage';
import type { DefinitionNode } from './walkDefinition';

/** Registry kinds of the schema's id definitions. */
const REGISTRY_KINDS: Record<string, string> = { WidgetId: 'widget', CellId: 'cell', ActionId: 'action', IconId: 'icon' };
/** Registry kinds of the source enums, by place. */
const SOURCE_PLACES: [RegExp, string][] = [
  [/\/lookup\/(source|sourceWhen\/\d+\/source)$/, 'lookupSource'],
  [/^\/filters\/fields\/[^/]+\/options\/source$/, 'optionSource'],
];

/** The cell or action whose options hold a place: the innermost '/options' of a column with a cell or an action. */
function optionsOwner(path: string, nodes: Map<string, DefinitionNode[]>): { kind: string; id: string } | null {
  const parts = path.split('/');
  for (let i = parts.length - 1; i > 0; i--) {
    if (parts[i] !== 'options') continue;
    for (const node of nodes.get(parts.slice(0, i).join('/')) ?? []) {
      const value = node.value as { cell?: unknown; action?: unknown };
      if (node.kind === 'Column' && typeof value.cell === 'string') return { kind: 'cell', id: value.cell };
      if (node.kind === 'Action' && typeof value.action === 'string') return { kind: 'action', id: value.action };
    }
  }
  return null;
}

/**
 * The registry-id and per-id options errors among the schema errors: an unknown widget, cell, action, icon, lookup
 * source or option source (unknownRegistryId, with the known ids), or options that do not fit their cell or action
 * (invalidOptions; also a recordDialog without options). Null for any other schema error.
 */
export function checkRegistryOptions(e: ErrorObject, nodes: Map<string, DefinitionNode[]>): DefinitionError | null {
  if (e.keyword === 'enum') {
    const kind = (nodes.get(e.instancePath) ?? []).map((n) => REGISTRY_KINDS[n.kind]).find(Boolean) ?? SOURCE_PLACES.find(([re]) => re.test(e.instancePath))?.[1];
    if (kind) {
      const known = (e.params as { allowedValues: unknown[] }).allowedValues.join(', ');
      const id = String(e.data);
      return definitionError(e.instancePath, 'unknownRegistryId', `must be equal to one of the allowed values (${known}): '${id}' is not a registered ${kind}`, { kind, id, known });
    }
  }
  const params = e.params as { additionalProperty?: string; missingProperty?: string };
  const owner = optionsOwner(e.instancePath, nodes)
    ?? (params.missingProperty === 'options' ? optionsOwner(`${e.instancePath}/options`, nodes) : null);
  if (!owner) return null;
  const detail = params.additionalProperty ? `unknown option '${params.additionalProperty}'` : schemaMessage(e);
  return definitionError(e.instancePath, 'invalidOptions', `options of ${owner.kind} '${owner.id}': ${detail}`, { kind: owner.kind, id: owner.id, detail: params.additionalProperty ?? detail });
}
