import type { HolderChange, ReportHolders } from './api/designerApi';

/** A user holding a report, as the grant dialog shows them. */
export type Holder = ReportHolders['usuarios'][number];

/** What the grant dialog shows and edits: the roles all of whose users hold the report, and the other holders one by one. */
export interface HolderSelection {
  roles: string[];
  usuarios: Holder[];
}

/** The dialog's starting point: a role is checked when every one of its users holds the report; every other holder is listed by name. */
export function holderSelection(holders: ReportHolders): HolderSelection {
  const roles = holders.roles.filter((r) => r.usuarios > 0 && r.titulares === r.usuarios).map((r) => r.role);
  return { roles, usuarios: holders.usuarios.filter((u) => !u.role || !roles.includes(u.role)) };
}

/** The users listed by name that a checked role does not already cover. */
export function namedHolders(selection: HolderSelection): Holder[] {
  return selection.usuarios.filter((u) => !u.role || !selection.roles.includes(u.role));
}

/**
 * What saving the dialog sends (cambiarTitularesInforme): the roles and users added are granted, those removed revoked — except a user no longer
 * listed because a role just checked covers them, who keeps it through the role. The result is exactly what the dialog shows.
 */
export function holderChanges(initial: HolderSelection, current: HolderSelection): { conceder: HolderChange; retirar: HolderChange } {
  const before = namedHolders(initial).map((u) => u.usuario);
  const after = namedHolders(current).map((u) => u.usuario);
  return {
    conceder: { roles: current.roles.filter((r) => !initial.roles.includes(r)), usuarios: after.filter((u) => !before.includes(u)) },
    retirar: {
      roles: initial.roles.filter((r) => !current.roles.includes(r)),
      usuarios: namedHolders(initial).filter((u) => !after.includes(u.usuario) && !(u.role && current.roles.includes(u.role))).map((u) => u.usuario),
    },
  };
}

/** Whether a change grants or revokes anything. */
export function changesSomething({ conceder, retirar }: { conceder: HolderChange; retirar: HolderChange }): boolean {
  return [conceder.roles, conceder.usuarios, retirar.roles, retirar.usuarios].some((list) => list.length > 0);
}
