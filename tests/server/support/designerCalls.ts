import type { TestServer } from './testServer';

/** Every call of the report designer with a body its schema accepts. */
export const DESIGNER_CALLS: Record<string, Record<string, unknown>> = {
  listaDefiniciones: {},
  definicionDesigner: { informe: 'ESTADO_PED_ALB' },
  validarDefinicion: { informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB' } },
  guardarBorrador: { informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB' } },
  descartarBorrador: { informe: 'ESTADO_PED_ALB' },
  publicarDefinicion: { informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB' }, comentario: 'x', versionBase: 0 },
  versionesDefinicion: { informe: 'ESTADO_PED_ALB' },
  versionDefinicion: { informe: 'ESTADO_PED_ALB', version: 1 },
  restaurarVersion: { informe: 'ESTADO_PED_ALB', version: 1 },
  nuevoInforme: { informe: 'NUEVO_X', descripcion: 'Nuevo', modo: 'blank' },
  concederInforme: { informe: 'ESTADO_PED_ALB', roles: ['CLIENTE'] },
  retirarInforme: { informe: 'ESTADO_PED_ALB', roles: ['CLIENTE'] },
  cambiarTitularesInforme: { informe: 'ESTADO_PED_ALB', retirar: { roles: ['CLIENTE'] } },
  titularesInforme: { informe: 'ESTADO_PED_ALB' },
  retirarPublicacion: { informe: 'ESTADO_PED_ALB', versionBase: 0 },
  usuariosVista: { role: 'CLIENTE' },
  sesionVista: { usuario: 'cliente', informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB' } },
  registroVistas: {},
};

/** Helpers of the designer tests: a designer call, a portal call, and a grant of the designer option. */
export function designerClient(s: TestServer) {
  return {
    designer: (tira: string | null, name: string, body: Record<string, unknown> = {}) =>
      s.post(`/wscomun/portaldesigner/${name}`, tira ? { tira, ...body } : body),
    portal: (tira: string | null, name: string, body: Record<string, unknown> = {}) =>
      s.post(`/wscomun/portalinformes/${name}`, tira ? { tira, ...body } : body),
    setDesignerOption: (usuario: string, value: 'S' | 'N') =>
      s.open.db.updateTable('usuario_opciones').set({ value_sn: value }).where('id_organizacion', '=', 1).where('usuario', '=', usuario).where('id_opcion', '=', 6).execute(),
  };
}
