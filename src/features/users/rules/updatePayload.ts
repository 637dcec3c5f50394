import { toSN, type FlagSN } from './flags';
import { canActivate, linkFieldsOf, type UserLinks } from '../../../domain/users/roleLinks';
import { linksOf, type UserDraft } from './userDraft';

/** Body of actualizaUsuario (spec 1 §7.4): the user, who changes it, company, role, S/N flags, and only the links the role uses. */
export interface UpdateUserBody extends Partial<Omit<UserLinks, 'sucursales'>> {
  usuario: string;
  usuarioModificacion: string;
  activoSN: FlagSN;
  nuevaEmpresa: string;
  nombreEmpresa: string;
  role: string;
  opciones: { id: number; valueSN: FlagSN }[];
  informes: { informe: string; valueSN: FlagSN }[];
  sucursales?: string[];
}

/**
 * Builds the save body of a draft; the user is activated (activoSN S) when the role's links are complete. Options travel by id
 * (`optionIds` maps codes to ids); a draft without company or role cannot be saved (throws).
 */
export function buildUpdateBody(d: UserDraft, who: { usuario: string; usuarioModificacion: string }, optionIds: Readonly<Record<string, number>>): UpdateUserBody {
  if (!d.empresa || !d.role) throw new Error('A user needs a company and a role before it is saved');
  const links = linksOf(d);
  const body: UpdateUserBody = {
    usuario: who.usuario, usuarioModificacion: who.usuarioModificacion, activoSN: toSN(canActivate(d.role, links)),
    nuevaEmpresa: d.empresa, nombreEmpresa: d.nombreEmpresa, role: d.role,
    opciones: Object.entries(d.opciones).filter(([code]) => optionIds[code] !== undefined).map(([code, on]) => ({ id: optionIds[code]!, valueSN: toSN(on) })),
    informes: Object.entries(d.informes).map(([informe, on]) => ({ informe, valueSN: toSN(on) })),
  };
  for (const field of linkFieldsOf(d.role)) {
    if (field === 'sucursales') body.sucursales = [...links.sucursales];
    else if (links[field] !== null) body[field] = links[field];
  }
  return body;
}
