import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialectOf.js';

/** The name a pickup shows for its branch: the branch's name, or its code when the branch is not in the branches table. */
const NAME = (r: string) => `coalesce((select sn.razon_social from sucursales sn where sn.empresa = ${r}.empresa and sn.cliente = ${r}.cliente and sn.sucursal = ${r}.sucursal), ${r}.sucursal)`;
/** Recomputes the stored branch name of the services matched by a condition over servicios_residuos. */
const refresh = (where: string) => `update servicios_residuos set sucursal_nombre = ${NAME('servicios_residuos')} where ${where}`;
/** The services of the old or new row of sucursales. */
const ofBranch = (r: string) => `empresa = ${r}.empresa and cliente = ${r}.cliente and sucursal = ${r}.sucursal`;

/**
 * The pickups sort by branch name: every pickup of the window was joined to its branch and sorted before the page was cut. The name shown
 * (the branch's name, or its code without one) is stored on the service now (sucursal_nombre), kept by triggers on the services and the
 * branches, and indexed in that order with the columns the list filters on, so the sort walks the index and stops at the page's last row.
 */
export const m018StoredBranchNames: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = dialectOf(db) !== 'postgres';
    await db.schema.alterTable('servicios_residuos').addColumn('sucursal_nombre', 'text').execute();
    await sql.raw(refresh('1 = 1')).execute(db);
    if (!sqlite) {
      await sql.raw(`create or replace function portal_sucursal_nombre() returns trigger language plpgsql as $$
        begin
          if TG_TABLE_NAME = 'servicios_residuos' then
            new.sucursal_nombre := ${NAME('new')};
            return new;
          end if;
          if TG_OP <> 'INSERT' then ${refresh(ofBranch('old'))}; end if;
          if TG_OP <> 'DELETE' then ${refresh(ofBranch('new'))}; end if;
          return null;
        end $$`).execute(db);
      await sql.raw(`create trigger servicios_sucursal_nombre before insert or update of empresa, cliente, sucursal on servicios_residuos for each row execute function portal_sucursal_nombre()`).execute(db);
      await sql.raw(`create trigger sucursales_nombre_servicios after insert or update or delete on sucursales for each row execute function portal_sucursal_nombre()`).execute(db);
    } else {
      const own = 'identificador = new.identificador';
      await sql.raw(`create trigger servicios_sucursal_nombre_ins after insert on servicios_residuos begin ${refresh(own)}; end`).execute(db);
      await sql.raw(`create trigger servicios_sucursal_nombre_upd after update of empresa, cliente, sucursal on servicios_residuos begin ${refresh(own)}; end`).execute(db);
      await sql.raw(`create trigger sucursales_nombre_servicios_ins after insert on sucursales begin ${refresh(ofBranch('new'))}; end`).execute(db);
      await sql.raw(`create trigger sucursales_nombre_servicios_del after delete on sucursales begin ${refresh(ofBranch('old'))}; end`).execute(db);
      await sql.raw(`create trigger sucursales_nombre_servicios_upd after update on sucursales begin ${refresh(ofBranch('old'))}; ${refresh(ofBranch('new'))}; end`).execute(db);
    }
    // In the list's order (name, customer, newest first) with the columns its filters read, as the services' date and customer indexes.
    await db.schema.createIndex('servicios_sucursal_lista_idx').on('servicios_residuos').columns([
      'empresa', 'sucursal_nombre', 'cliente', 'fecha desc', 'identificador desc', 'sucursal', 'tipo_gestion', 'estado', 'facturado', 'almacen', 'cod_ler', 'tratamiento',
      'albaran', 'pedido', 'ejercicio', 'tipo_registro', 'validado_sn', 'agencia_transporte', ...(sqlite ? ['numero_di', 'ref_pedido'] : []),
    ]).execute();
    await sql`analyze servicios_residuos`.execute(db);
  },
};
