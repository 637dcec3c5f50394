import { describe, expect, it } from 'vitest';
import type { ReportHolders } from '../../src/features/designer/api/designerApi';
import { changesSomething, holderChanges, holderSelection, namedHolders } from '../../src/features/designer/holderChanges';

/** The grant dialog's model: roles all of whose users hold the report are checked, the other holders listed by name; saving sends exactly the difference. */
const holders: ReportHolders = {
  roles: [
    { role: 'CLIENTE', descripcion: 'Cliente', usuarios: 2, titulares: 2 },
    { role: 'REPRESENTANTE', descripcion: 'Representante', usuarios: 3, titulares: 1 },
    { role: 'PROVEEDOR', descripcion: 'Proveedor', usuarios: 0, titulares: 0 },
  ],
  usuarios: [
    { usuario: 'c1', nombre: 'Uno', role: 'CLIENTE', activo: true },
    { usuario: 'c2', nombre: 'Dos', role: 'CLIENTE', activo: true },
    { usuario: 'r1', nombre: 'Rep', role: 'REPRESENTANTE', activo: false },
  ],
};

describe('holderChanges', () => {
  const initial = holderSelection(holders);

  it('checks the roles fully held and names the other holders', () => {
    expect(initial.roles).toEqual(['CLIENTE']);
    expect(namedHolders(initial).map((u) => u.usuario)).toEqual(['r1']);
    expect(changesSomething(holderChanges(initial, initial))).toBe(false);
  });

  it('a role unchecked and a name removed are revoked; a user added is granted', () => {
    const current = { roles: [], usuarios: [...initial.usuarios.filter((u) => u.usuario !== 'r1'), { usuario: 'c1', nombre: 'Uno', role: 'CLIENTE', activo: true }] };
    expect(holderChanges(initial, current)).toEqual({ conceder: { roles: [], usuarios: ['c1'] }, retirar: { roles: ['CLIENTE'], usuarios: ['r1'] } });
  });

  it('a named user covered by a role just checked is not revoked', () => {
    const current = { roles: ['CLIENTE', 'REPRESENTANTE'], usuarios: initial.usuarios };
    expect(holderChanges(initial, current)).toEqual({ conceder: { roles: ['REPRESENTANTE'], usuarios: [] }, retirar: { roles: [], usuarios: [] } });
  });
});
