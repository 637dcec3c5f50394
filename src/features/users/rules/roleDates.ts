import { toSN, type FlagSN } from './flags';

/** A date typed that is not a real day. */
export const INVALID = 'invalid';

/** What the roles dialog edits for one role: dates as YYYY-MM-DD (or INVALID while typing), days of seniority as typed, auto-filter on or off. */
export interface RoleDatesForm {
  fechaInicio: string | null;
  fechaFinal: string | null;
  diasAntiguedad: string;
  autoFiltro: boolean;
}

/** The role's saved limits as getFechasRoles answers them (dates DD/MM/YYYY). */
export interface RoleDatesReply {
  fechaInicio: string | null;
  fechaFinal: string | null;
  diasAntiguedad: number | null;
  autoFiltro: string | null;
}

/** Days of seniority as typed → an integer, null when blank, or undefined when it is not a whole number ≥ 0 (spec 1 §5: parsed as an integer). */
export function parseSeniority(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  return /^\d{1,5}$/.test(s) ? Number.parseInt(s, 10) : undefined;
}

/** Why the form cannot be saved ('messages.*' or 'users.roleDates.*' key), or null. */
export function roleDatesProblem(f: RoleDatesForm): 'messages.notValidDate' | 'messages.fechaInicialMayorFinal' | 'users.roleDates.daysInvalid' | null {
  if (f.fechaInicio === INVALID || f.fechaFinal === INVALID) return 'messages.notValidDate';
  if (f.fechaInicio && f.fechaFinal && f.fechaInicio > f.fechaFinal) return 'messages.fechaInicialMayorFinal';
  if (parseSeniority(f.diasAntiguedad) === undefined) return 'users.roleDates.daysInvalid';
  return null;
}

const dmyToIso = (dmy: string | null) => {
  const m = dmy ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dmy) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};
const isoToDmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** The form of a role: its saved limits, or an empty form when the role has no configuration yet (the save then inserts). */
export function roleDatesForm(reply: RoleDatesReply | undefined): RoleDatesForm {
  return {
    fechaInicio: dmyToIso(reply?.fechaInicio ?? null),
    fechaFinal: dmyToIso(reply?.fechaFinal ?? null),
    diasAntiguedad: reply?.diasAntiguedad === null || reply?.diasAntiguedad === undefined ? '' : String(reply.diasAntiguedad),
    autoFiltro: (reply?.autoFiltro ?? '').toUpperCase() === 'S',
  };
}

/** Body of addFechaRol (spec 1 §7.4): dates as DD/MM/YYYY (blank for no limit), integer days or null, S/N auto-filter. */
export interface AddRoleDateBody {
  empresa: string;
  idRol: number;
  fechaInicial: string;
  fechaFinal: string;
  diasAntiguedad: number | null;
  autoFiltro: FlagSN;
}

/** Builds the save body of a valid form (check roleDatesProblem first). */
export function roleDatesBody(empresa: string, idRol: number, f: RoleDatesForm): AddRoleDateBody {
  return {
    empresa, idRol, fechaInicial: isoToDmy(f.fechaInicio), fechaFinal: isoToDmy(f.fechaFinal),
    diasAntiguedad: parseSeniority(f.diasAntiguedad) ?? null, autoFiltro: toSN(f.autoFiltro),
  };
}

/** The message of addFechaRol's reply code: 1 inserted, 2 updated, anything else (-1) an error. */
export function roleDatesMessage(code: number): { type: 'success' | 'error'; key: 'users.roleDates.insercionRoles' | 'users.roleDates.actualizacionRoles' | 'users.roleDates.errorRoles' } {
  if (code === 1) return { type: 'success', key: 'users.roleDates.insercionRoles' };
  if (code === 2) return { type: 'success', key: 'users.roleDates.actualizacionRoles' };
  return { type: 'error', key: 'users.roleDates.errorRoles' };
}

/** True when the form differs from the saved one. */
export const roleDatesDirty = (a: RoleDatesForm, b: RoleDatesForm): boolean =>
  a.fechaInicio !== b.fechaInicio || a.fechaFinal !== b.fechaFinal || a.diasAntiguedad.trim() !== b.diasAntiguedad.trim() || a.autoFiltro !== b.autoFiltro;
