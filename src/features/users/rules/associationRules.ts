import { ADMIN_OPTION, DESIGNER_OPTION, optionAllowed } from '../../../domain/users/visibility';
import type { Link, UserDraft } from './userDraft';

const allFlags = (flags: Readonly<Record<string, boolean>>, value: boolean) => Object.fromEntries(Object.keys(flags).map((k) => [k, value]));
const noLinks = (): Pick<UserDraft, 'cliente' | 'sucursal' | 'sucursales' | 'representante' | 'proveedor' | 'sucursalProv'> =>
  ({ cliente: null, sucursal: null, sucursales: [], representante: null, proveedor: null, sucursalProv: null });

/** Changing the company clears role, options, reports, customer and representative, and with them every other link (spec 1 §4.2). */
export function changeCompany(d: UserDraft, empresa: string, nombreEmpresa: string): UserDraft {
  if (empresa === d.empresa) return d;
  return { ...d, ...noLinks(), empresa, nombreEmpresa, role: null, opciones: allFlags(d.opciones, false), informes: allFlags(d.informes, false) };
}

/**
 * Changing the role resets customer and representative (and the branches and supplier that hang on them); choosing ADMIN switches on every
 * option and report; SUCURSAL and MULTISUCURSAL start without customer and branch (spec 1 §4.2). Leaving ADMIN switches off user
 * administration and the report designer, which only an ADMIN may hold.
 */
export function changeRole(d: UserDraft, role: string): UserDraft {
  if (role === d.role) return d;
  const next: UserDraft = { ...d, ...noLinks(), role };
  if (role === 'ADMIN') return { ...next, opciones: allFlags(d.opciones, true), informes: allFlags(d.informes, true) };
  for (const option of [ADMIN_OPTION, DESIGNER_OPTION]) {
    if (option in next.opciones && !optionAllowed(option, role)) next.opciones = { ...next.opciones, [option]: false };
  }
  return next;
}

/** Choosing another customer clears the branch and branches, which belong to the customer. */
export function changeCustomer(d: UserDraft, cliente: Link | null): UserDraft {
  if (cliente?.codigo === d.cliente?.codigo) return { ...d, cliente };
  return { ...d, cliente, sucursal: null, sucursales: [] };
}

/** Choosing another supplier clears its branch. */
export function changeSupplier(d: UserDraft, proveedor: Link | null): UserDraft {
  if (proveedor?.codigo === d.proveedor?.codigo) return { ...d, proveedor };
  return { ...d, proveedor, sucursalProv: null };
}

/** Adds or removes one branch of a MULTISUCURSAL user. */
export function toggleBranch(d: UserDraft, branch: Link, on: boolean): UserDraft {
  const rest = d.sucursales.filter((s) => s.codigo !== branch.codigo);
  return { ...d, sucursales: on ? [...rest, branch] : rest };
}
