/** The menu option that opens user administration; only an ADMIN may hold it (the server refuses it for other roles). */
export const ADMIN_OPTION = 'ADMIN_USU';
/** The menu option that opens the report designer; only an ADMIN may hold it. */
export const DESIGNER_OPTION = 'ADMIN_INF';
/** Menu options only the ADMIN role may hold. */
const ADMIN_ONLY_OPTIONS: ReadonlySet<string> = new Set([ADMIN_OPTION, DESIGNER_OPTION]);
/** The quotes report. */
export const QUOTES_REPORT = 'PRESUPUESTOS';
/** Roles that may see the quotes report (spec 1 §4.2). */
export const QUOTE_ROLES: ReadonlySet<string> = new Set(['ADMIN', 'REPRESENTANTE']);
/** The role whose single branch is picked with the branch lookup, which on-premise is hidden (spec 1 §4.3). */
export const BRANCH_LOOKUP_ROLE = 'SUCURSAL';

/** True when a user of the role may hold the menu option. */
export const optionAllowed = (option: string, role: string | null | undefined): boolean => !ADMIN_ONLY_OPTIONS.has(option) || role === 'ADMIN';

/** Where the edited user stands: their role as saved, and whether they were configured before (a user just added from the ERP is not). */
export interface EditedUser {
  role: string | null;
  savedRole: string | null;
  existing: boolean;
}

/** The report checkboxes to show: PRESUPUESTOS is hidden for roles other than REPRESENTANTE and ADMIN when an existing user keeps their role. */
export function visibleReports<T extends string>(codes: readonly T[], user: EditedUser): T[] {
  const keepsRole = user.existing && user.role === user.savedRole;
  const hideQuotes = keepsRole && !QUOTE_ROLES.has(user.role ?? '');
  return codes.filter((c) => !(hideQuotes && c === QUOTES_REPORT));
}

/** A role of the role picker and whether it may be chosen. */
export interface RoleChoice<R> {
  role: R;
  disabled: boolean;
}

/**
 * The role picker's entries (spec 1 §4.2): on-premise the last role of the list is removed, and SUCURSAL cannot be newly chosen because its
 * branch lookup is hidden there. The saved role of the user always stays listed so the picker can show it.
 */
export function roleChoices<R extends { role: string }>(roles: readonly R[], opts: { onPremise: boolean; savedRole: string | null }): RoleChoice<R>[] {
  const last = roles.length - 1;
  return roles
    .filter((r, i) => !(opts.onPremise && i === last && r.role !== opts.savedRole))
    .map((r) => ({ role: r, disabled: opts.onPremise && r.role === BRANCH_LOOKUP_ROLE && r.role !== opts.savedRole }));
}
