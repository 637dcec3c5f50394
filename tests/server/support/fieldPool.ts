import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/tables';
import type { FieldPool } from './validValue';

/**
 * Real values of the seeded database for the body fields of a user's calls (of the domain's organisation), by field name: the company, the organisation, the user itself, and customers,
 * branches, orders, delivery notes, invoices, articles, quotes and certificates of the user's company (the user's own customer first, plus another one),
 * so that fuzzed bodies also reach the code behind the lookups.
 */
export async function fieldPool(db: Kysely<Database>, usuario: string, domain = 'DEMO'): Promise<FieldPool> {
  const user = await db.selectFrom('usuarios_portal as p').innerJoin('organizaciones as o', 'o.id_organizacion', 'p.id_organizacion')
    .select(['p.id_organizacion', 'o.dominio', 'p.empresa', 'p.cliente', 'p.representante']).where('p.usuario', '=', usuario).where('o.dominio', '=', domain).executeTakeFirstOrThrow();
  const empresa = user.empresa;
  const customers = (await db.selectFrom('clientes').select('cliente').where('empresa', '=', empresa).orderBy('cliente').limit(2).execute()).map((r) => r.cliente);
  const ownCustomers = [...new Set([...(user.cliente ? [user.cliente] : []), ...customers])];
  const of = <T>(rows: T[], key: keyof T) => rows.map((r) => r[key] as string | number);
  const [companies, branches, orders, notes, invoices, articles, quotes, certificates, reps] = await Promise.all([
    db.selectFrom('empresas').select('empresa').where('id_organizacion', '=', user.id_organizacion).execute(),
    db.selectFrom('sucursales').select('sucursal').where('empresa', '=', empresa).where('cliente', 'in', ownCustomers).limit(3).execute(),
    db.selectFrom('pedidos').select('numero').where('empresa', '=', empresa).where('cliente', 'in', ownCustomers).orderBy('numero').limit(3).execute(),
    db.selectFrom('albaranes').select(['ejercicio', 'numero']).where('empresa', '=', empresa).where('cliente', 'in', ownCustomers).orderBy('numero').limit(3).execute(),
    db.selectFrom('facturas').select(['numero', 'serie']).where('empresa', '=', empresa).where('cliente', 'in', ownCustomers).orderBy('numero').limit(3).execute(),
    db.selectFrom('articulos_venta').select('articulo').where('empresa', '=', empresa).orderBy('articulo').limit(3).execute(),
    db.selectFrom('presupuestos').select(['id', 'numero', 'numero_bis']).where('empresa', '=', empresa).orderBy('id').limit(3).execute(),
    db.selectFrom('certificados').select('identificador').where('empresa', '=', empresa).where('cliente', 'in', ownCustomers).limit(2).execute(),
    db.selectFrom('representantes').select(['representante', 'agente']).where('empresa', '=', empresa).limit(2).execute(),
  ]);
  const rules: [RegExp, (string | number)[]][] = [
    [/^(empresa|nuevaEmpresa|agrupaEmpresa)$/, of(companies, 'empresa')],
    [/^(idOrganizacion|organizacion|orgId)$/, [user.id_organizacion, user.dominio]],
    [/^(usuario|usuarioModificacion|userName)$/, [usuario]],
    [/^(domain|dominio)$/, [user.dominio]],
    [/sucursal/i, of(branches, 'sucursal')],
    [/cli|clte/i, ownCustomers],
    [/albaran/i, of(notes, 'numero')],
    [/ejercicio/i, of(notes, 'ejercicio')],
    [/serie/i, of(invoices, 'serie')],
    [/fact/i, of(invoices, 'numero')],
    [/^numeroBis$/, of(quotes, 'numero_bis')],
    [/^(id|idPresupuesto|idCabecera)$/, of(quotes, 'id')],
    [/pedido|^numero$/i, [...of(orders, 'numero'), ...of(quotes, 'numero')]],
    [/articulo/i, of(articles, 'articulo')],
    [/identificador/i, of(certificates, 'identificador')],
    [/rep|rpte/i, [...of(reps, 'representante'), ...(user.representante ? [user.representante] : [])]],
    [/agente/i, of(reps, 'agente')],
  ];
  return (field) => rules.find(([pattern]) => pattern.test(field))?.[1];
}
