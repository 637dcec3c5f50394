import { ErpCallError } from '../../../api/ErpCallError';
import { erpCall } from '../../../kit/session/portalClient';

const P = '/wscomun/portaldesigner';

/** A JSON object (a definition, an overlay or a part of one). */
export type JsonObject = Record<string, unknown>;

/** Where a definition comes from: a standard file, the customer folder, or the designer (database). */
export type DefinitionOrigin = 'standard' | 'customer' | 'portal';

/** State of a definition: valid, with errors, or an overlay whose target changed under it. */
export type DefinitionState = 'valid' | 'errors' | 'stale';

/** One problem of a definition: where (JSON pointer into the checked definition), a stable code, its parameters and an English text. */
export interface DefinitionError {
  path: string;
  code: string;
  params?: Record<string, string | number>;
  message: string;
  /** For an overlay: where the error is in the overlay being edited (the deepest place it states). */
  sourcePath?: string;
}

/** A row of the designer's list (listaDefiniciones). */
export interface DefinitionSummary {
  informe: string;
  origen: DefinitionOrigin;
  overlayOf: string | null;
  estado: DefinitionState;
  version: number | null;
  borrador: boolean;
  roles: string[];
  titulo: string;
  errores: number;
  /** The definition file, null for a report only published or drafted. */
  archivo: string | null;
  /** Why the file cannot be read (a JSON syntax error, a key written twice), null when it can. */
  problema: DefinitionError | null;
}

/** What the designer edits of one report (definicionDesigner). */
export interface DesignerDefinition {
  informe: string;
  origen: DefinitionOrigin;
  standard: JsonObject | null;
  fuente: JsonObject;
  borrador: { definicion: JsonObject; autor: string; fecha: string } | null;
  publicada: { version: number; definicion: JsonObject } | null;
  /** The newest published version (0: none): what publishing an edit started from this reply sends as versionBase. */
  versionBase: number;
  /** The folder of the report's definition file, null when it has none (withdrawing its publication then takes it out of the portal). */
  archivo?: 'standard' | 'customer' | null;
  efectiva: JsonObject | null;
  errores: DefinitionError[];
  huerfanos: string[];
  /** The standard's summaries and views the overlay leaves out (they name a column it removes): pointers by id, `/result/summaries/[id=byMonth]`. */
  descartados?: string[] | undefined;
  vistasAfectadas?: AffectedView[] | undefined;
}

/** A saved view the checked definition would leave with parts it no longer has (its filters, columns, sort column, filter-row cells). */
export interface AffectedView {
  id: number;
  nombre: string;
  autor: string;
  autorNombre?: string | undefined;
  filtros: string[];
  columnas: string[];
  orden: string | null;
  filaFiltros: string[];
}

/** Result of a check (validarDefinicion). */
export interface ValidationReply {
  errores: DefinitionError[];
  huerfanos: string[];
  /** The standard's summaries and views the overlay leaves out (they name a column it removes). */
  descartados?: string[] | undefined;
  efectiva: JsonObject | null;
  /** The users' saved views of the report the definition would leave stale. */
  vistasAfectadas?: AffectedView[] | undefined;
}

/** A published version, without its content. */
export interface VersionSummary {
  version: number;
  autor: string;
  fecha: string;
  comentario: string;
  /** The entry withdrew the publication (retirarPublicacion): it has no content. */
  retirada?: boolean;
}

/** A published version with its content. */
export interface VersionDetail extends VersionSummary {
  definicion: JsonObject;
}

/** How a new report starts: empty, a copy of another, or an overlay of a standard report. */
export type NewReportMode = 'blank' | 'copy' | 'overlay';

/** Body of a refused publication (422). */
export interface PublishRefusal {
  result: 'ko';
  errores: DefinitionError[];
  huerfanos: string[];
}

/**
 * A definition as the editor parsed it. The services take a JSON object; any other JSON value is sent as it is, for them to refuse with a
 * 400 that names the field, as they would from any client.
 */
const asSent = (definicion: unknown) => definicion as JsonObject;

/** The definitions of the organisation with their state. */
export async function listDefinitions(): Promise<DefinitionSummary[]> {
  return (await erpCall(`${P}/listaDefiniciones`, {})).result;
}

/** One definition as the designer edits it. */
export function designerDefinition(informe: string): Promise<DesignerDefinition> {
  return erpCall(`${P}/definicionDesigner`, { informe });
}

/** Checks a definition (or overlay) as publishing would, without storing anything. */
export function validateDefinition(informe: string, definicion: unknown): Promise<ValidationReply> {
  return erpCall(`${P}/validarDefinicion`, { informe, definicion: asSent(definicion) });
}

/** Saves the draft (it may have errors). */
export function saveDraft(informe: string, definicion: unknown): Promise<{ errores: DefinitionError[]; huerfanos: string[]; fecha: string }> {
  return erpCall(`${P}/guardarBorrador`, { informe, definicion: asSent(definicion) });
}

/** Drops the draft. */
export function discardDraft(informe: string): Promise<{ ok: boolean }> {
  return erpCall(`${P}/descartarBorrador`, { informe });
}

/**
 * Publishes a new version on top of `versionBase`, the newest published version the edit started from (0: none); a definition with errors or
 * orphans is refused with 422 (see {@link refusalOf}), and a newer published version with 409 (see {@link versionConflictOf}).
 */
export function publishDefinition(informe: string, definicion: unknown, comentario: string, versionBase: number, confirmarObsoletas = false): Promise<{ version: number }> {
  return erpCall(`${P}/publicarDefinicion`, { informe, definicion: asSent(definicion), comentario, versionBase, ...(confirmarObsoletas ? { confirmarObsoletas } : {}) });
}

/** The published versions, newest first. */
export async function listVersions(informe: string): Promise<VersionSummary[]> {
  return (await erpCall(`${P}/versionesDefinicion`, { informe })).result;
}

/** One published version with its content. */
export function versionDetail(informe: string, version: number): Promise<VersionDetail> {
  return erpCall(`${P}/versionDefinicion`, { informe, version });
}

/** Publishes a new version whose content is an old one; one that would make overlays stale is refused with 409 (see {@link staleOverlaysOf}) unless confirmed. */
export function restoreVersion(informe: string, version: number, comentario?: string, confirmarObsoletas = false): Promise<{ version: number }> {
  return erpCall(`${P}/restaurarVersion`, { informe, version, ...(comentario ? { comentario } : {}), ...(confirmarObsoletas ? { confirmarObsoletas } : {}) });
}

/** Creates a report (409 when the code exists) with its first draft. */
export function newReport(informe: string, descripcion: string, modo: NewReportMode, desde?: string): Promise<{ informe: string }> {
  return erpCall(`${P}/nuevoInforme`, { informe, descripcion, modo, ...(desde ? { desde } : {}) });
}

/** Who holds a report (titularesInforme): every role with its users and how many of them hold it, and every user holding it. */
export interface ReportHolders {
  roles: { role: string; descripcion: string; usuarios: number; titulares: number }[];
  usuarios: { usuario: string; nombre: string; role: string | null; activo: boolean }[];
}

/** Roles (every portal user with one) and named users: who a grant or a revocation is for. */
export interface HolderChange {
  roles: string[];
  usuarios: string[];
}

/** Who holds a report now. */
export function reportHolders(informe: string): Promise<ReportHolders> {
  return erpCall(`${P}/titularesInforme`, { informe });
}

/** Revokes the report from `retirar` and grants it to `conceder`, in one transaction; answers how many users hold it now. */
export function changeHolders(informe: string, conceder: HolderChange, retirar: HolderChange): Promise<{ retirados: number; concedidos: number; usuarios: number }> {
  return erpCall(`${P}/cambiarTitularesInforme`, { informe, conceder, retirar });
}

/**
 * Withdraws the publication on top of `versionBase` (the newest entry the edit started from): a report with a file returns to it, one of the
 * organisation's own leaves the portal (origen null); a newer entry answers 409 VERSION_CONFLICT (see {@link versionConflictOf}).
 */
export function withdrawPublication(informe: string, versionBase: number, comentario?: string, confirmarObsoletas = false): Promise<{ version: number; origen: 'standard' | 'customer' | null }> {
  return erpCall(`${P}/retirarPublicacion`, { informe, versionBase, ...(comentario ? { comentario } : {}), ...(confirmarObsoletas ? { confirmarObsoletas } : {}) });
}

/** A publication refused because a newer version was published meanwhile (409 VERSION_CONFLICT): that version, who and when. */
export interface VersionConflict {
  versionActual: number;
  autor: string;
  fecha: string;
  /** versionActual withdrew the publication: there is nothing to compare with. */
  retirada?: boolean;
}

/** The newer version of a publication refused with 409 VERSION_CONFLICT, or undefined for any other failure. */
export function versionConflictOf(error: unknown): VersionConflict | undefined {
  if (!(error instanceof ErpCallError) || error.status !== 409 || error.errorCode !== 'VERSION_CONFLICT') return undefined;
  const body = error.body as Partial<VersionConflict> | undefined;
  return body && typeof body.versionActual === 'number'
    ? { versionActual: body.versionActual, autor: String(body.autor ?? ''), fecha: String(body.fecha ?? ''), retirada: body.retirada === true } : undefined;
}

/** An overlay a publication would make stale: its code and the keys (JSON pointers into it) that would lose their target. */
export interface StaleOverlay {
  informe: string;
  huerfanos: string[];
}

/** The overlays of a publication refused with 409 OVERLAYS_STALE (publish again confirming to go ahead), or undefined for any other failure. */
export function staleOverlaysOf(error: unknown): StaleOverlay[] | undefined {
  if (!(error instanceof ErpCallError) || error.status !== 409 || error.errorCode !== 'OVERLAYS_STALE') return undefined;
  const list = (error.body as { obsoletas?: unknown } | undefined)?.obsoletas;
  return Array.isArray(list) ? (list as StaleOverlay[]) : undefined;
}

/** The errors of a refused publication (422 with `errores`), or undefined for any other failure. */
export function refusalOf(error: unknown): PublishRefusal | undefined {
  if (!(error instanceof ErpCallError) || error.status !== 422) return undefined;
  const body = error.body as Partial<PublishRefusal> | undefined;
  return body && Array.isArray(body.errores) ? { result: 'ko', errores: body.errores, huerfanos: Array.isArray(body.huerfanos) ? body.huerfanos : [] } : undefined;
}
