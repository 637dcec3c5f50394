import type { SessionFacts } from '../../../engine/conditions/buildContext';

/** Session facts of a typical user of a role (codes of its own customer, branch, representative or supplier), for the role × item matrix. */
export function sampleFacts(role: string, organisation: { organizacion: string; idOrganizacion: number; empresa: string }): SessionFacts {
  const customer = ['CLIENTE', 'SUCURSAL', 'MULTISUCURSAL'].includes(role);
  return {
    session: {
      ...organisation, role, usuario: role.toLowerCase(),
      cliente: customer ? 'C' : null, clienteNombre: customer ? 'C' : null,
      sucursal: role === 'SUCURSAL' ? 'S' : null, sucursalNombre: role === 'SUCURSAL' ? 'S' : null,
      sucursales: role === 'MULTISUCURSAL' ? [{ sucursal: 'S1', razonSocial: 'S1' }, { sucursal: 'S2', razonSocial: 'S2' }] : [],
      representante: role === 'REPRESENTANTE' ? 'R' : null, agente: role === 'REPRESENTANTE' ? '1' : null,
      proveedor: role === 'PROVEEDOR' ? 'P' : null, sucursalProv: role === 'PROVEEDOR' ? '1' : null,
      nivelMaxArt: 5,
    },
    roleDates: null, onPremise: false, permissions: [], parameters: null,
  };
}
