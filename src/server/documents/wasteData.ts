import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** A waste service with its customer branch, plant, carrier, waste code and treatment. */
export async function loadService(db: Kysely<Database>, identificador: number) {
  return db.selectFrom('servicios_residuos as r')
    .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'r.empresa').onRef('c.cliente', '=', 'r.cliente'))
    .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'r.empresa').onRef('s.cliente', '=', 'r.cliente').onRef('s.sucursal', '=', 'r.sucursal'))
    .innerJoin('almacenes as al', (j) => j.onRef('al.empresa', '=', 'r.empresa').onRef('al.almacen', '=', 'r.almacen'))
    .leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'r.empresa').onRef('ag.agencia', '=', 'r.agencia_transporte'))
    .innerJoin('codigos_ler as ler', 'ler.codigo', 'r.cod_ler')
    .innerJoin('tratamientos as t', 't.codigo', 'r.tratamiento')
    .selectAll('r')
    .select([
      'c.razon_social', 'c.cif', 'c.direccion', 'c.cp', 'c.poblacion', 'c.provincia', 'c.telefono',
      's.razon_social as suc_razon_social', 's.direccion as suc_direccion', 's.cp as suc_cp', 's.poblacion as suc_poblacion', 's.provincia as suc_provincia',
      'al.nombre as planta', 'al.cif as planta_cif', 'al.direccion as planta_direccion', 'al.cp as planta_cp', 'al.poblacion as planta_poblacion', 'al.provincia as planta_provincia',
      'al.nima as planta_nima', 'al.num_inscripcion', 'al.tipo_inscripcion',
      'ag.nombre as transportista', 'ag.cif as transportista_cif',
      'ler.descripcion as ler_descripcion', 'ler.peligroso', 'ler.cod_peligrosidad', 't.descripcion as tratamiento_descripcion', 't.tipo as tratamiento_tipo',
    ])
    .where('r.identificador', '=', identificador).executeTakeFirst();
}

/** A service as loadService returns it. */
export type ServiceData = NonNullable<Awaited<ReturnType<typeof loadService>>>;

/** Lines of one or more services. */
export async function loadServiceLines(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('servicio_lineas').selectAll().where('identificador', 'in', ids).orderBy('identificador').orderBy('linea').execute();
}

/** A service line as loadServiceLines returns it. */
export type ServiceLine = Awaited<ReturnType<typeof loadServiceLines>>[number];

/** NIMA (environmental register number) of a producer branch, stable for the branch. */
export function producerNima(s: { cp: string; cliente: string; sucursal: string; suc_cp: string | null }): string {
  return `${(s.suc_cp ?? s.cp).slice(0, 2)}${String(Number(s.cliente) * 37 + Number(s.sucursal) * 11).padStart(8, '0')}`;
}
