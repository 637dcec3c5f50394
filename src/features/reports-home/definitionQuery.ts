import type { QueryClient } from '@tanstack/react-query';
import { erpCall } from '../../kit/session/portalClient';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';

/** The version the services gave each definition held (a digest of its content). */
const versions = new WeakMap<ReportDefinition, string>();

/** How long a definition just fetched counts as current: a card pointed at fetches it, and the click that follows opens it without asking again. */
export const DEFINITION_CURRENT_MS = 2_000;

/**
 * The query of a report's definition. Every opening asks the services whether the definition held is still the current one (sending
 * its version; an unchanged one comes back as `sinCambios`, without the definition), so a publication reaches an open portal at the
 * next opening of the report; the definition held is drawn at once only when fetched in the last moments (a card pointed at).
 */
export const definitionQuery = (code: string | undefined) => ({
  queryKey: ['definition', code],
  staleTime: DEFINITION_CURRENT_MS,
  // An open report keeps the definition it opened with until it is opened again.
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
  // The definition object itself is kept (its version is known by it), not a copy sharing its unchanged parts.
  structuralSharing: false,
  queryFn: async ({ client }: { client: QueryClient }) => {
    const held = client.getQueryData<ReportDefinition>(['definition', code]);
    const version = held ? versions.get(held) : undefined;
    if (!code) throw new Error('No report code');
    const reply = await erpCall('/wscomun/portalinformes/definicionInforme', { informe: code, ...(version ? { version } : {}) });
    if (reply.sinCambios === 'S' && held) return held;
    // The services send a definition valid against schemas/report-definition.schema.json (the route's reply schema leaves it open).
    const definition = reply.definicion as unknown as ReportDefinition;
    versions.set(definition, reply.version);
    return definition;
  },
});
