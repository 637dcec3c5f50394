import { Faker, es, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import type { Database } from '../tables.js';
import { ESTADOS_PEDIDO_WEB, OPCIONES, ROLES } from './catalogo.js';
import { reportEntries, type ReportEntry } from './reportEntries.js';
import { insertChunked } from './insertChunked.js';
import { deferStoredOrderValues } from './deferStoredOrderValues.js';
import { PROVINCIAS, type Provincia } from './provincias.js';
import { catalogueArticle, orderQuantity } from './articleCatalogue.js';
import { cifOf } from './cif.js';
import { companyName, personName, siteKind, streetAddress } from './spanishParties.js';
import { seasonalAge } from './seasonalAge.js';
import { seedPortfolioRisk } from './seedPortfolioRisk.js';
import { seedPurchasing } from './seedPurchasing.js';
import { seedQuotes } from './seedQuotes.js';
import { seedReports } from './seedReports.js';
import { seedSalesStatistics } from './seedSalesStatistics.js';
import { seedStock } from './seedStock.js';
import { seedAllWarehouses } from './seedWarehouses.js';
import { SECOND_ORGANISATION_SIZES, SEED_SIZES, type SeedScale, type SeedSizes } from './seedScale.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD, SECOND_ORGANISATION, SECOND_ORGANISATION_REPORTS, SECOND_REPORTS_SEED, type OrganisationSeed } from './demoOrganisations.js';

export { DEMO_DOMAIN, DEMO_PASSWORD, SECOND_DOMAIN, SEED } from './demoOrganisations.js';

type Role = (typeof ROLES)[number]['role'];

const OPTIONS_BY_ROLE: Record<Role, readonly string[]> = {
  ADMIN: OPCIONES.map((o) => o.codigo),
  REPRESENTANTE: ['PRESUPUESTOS', 'INFORMES'],
  CLIENTE: ['INFORMES'],
  SUCURSAL: ['INFORMES'],
  MULTISUCURSAL: ['INFORMES'],
  PROVEEDOR: ['INFORMES'],
  SOPORTE: ['INFORMES'],
};

const slug = (s: string) => s.normalize('NFD').replace(/[^a-zA-Z0-9]+/g, '').toLowerCase().slice(0, 24);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Told the name and seconds of each phase of the seed as it ends (the seed benchmark prints them). */
export type SeedPhaseLog = (phase: string, seconds: number) => void;

/** Fills an empty, migrated database with deterministic Spanish demo data at the given scale (run it inside a transaction): the demo organisation, then a small second one. */
export async function seedDatabase(db: Kysely<Database>, scale: SeedScale, today = new Date(), definitionsDir?: string, onPhase?: SeedPhaseLog): Promise<void> {
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    onPhase?.(name, (now - phaseStart) / 1000);
    phaseStart = now;
  };
  // The stored order values are written once at the end rather than by their triggers on every line and invoice (PostgreSQL).
  await deferStoredOrderValues(db, () => seedAll(db, scale, today, definitionsDir, phase));
  phase('stored order values');
}

/** Every table's demo data, calling phase at the end of each part. */
async function seedAll(db: Kysely<Database>, scale: SeedScale, today: Date, definitionsDir: string | undefined, phase: (name: string) => void): Promise<void> {
  // The report list and who holds each report come from the definitions' entries.
  const entries = reportEntries(definitionsDir);
  await db.insertInto('opciones').values(OPCIONES.map((o) => ({ ...o, padre: null }))).execute();
  await db.insertInto('informes').values(entries.map((i, n) => ({
    informe: i.informe, descripcion: i.descripcion, url: `/informes/${i.informe.toLowerCase()}`,
    parametros: JSON.stringify(i.parametros), orden: n + 1,
  }))).execute();
  await db.insertInto('roles').values(ROLES.map((r, n) => ({ ...r, orden: n + 1 }))).execute();

  await seedOrganisation(db, DEMO_ORGANISATION, SEED_SIZES[scale], today, entries);
  phase('organisation');
  await seedReports(db, scale, today);
  phase('reports');
  await seedQuotes(db, scale, today);
  phase('quotes');

  const second = SECOND_ORGANISATION.empresas.map((e) => e.empresa);
  await seedOrganisation(db, SECOND_ORGANISATION, SECOND_ORGANISATION_SIZES, today, entries);
  await seedReports(db, scale, today, { empresas: second, seed: SECOND_REPORTS_SEED, servicios: SECOND_ORGANISATION_REPORTS.servicios });
  await seedQuotes(db, scale, today, {
    empresas: second, seed: SECOND_REPORTS_SEED, presupuestos: SECOND_ORGANISATION_REPORTS.presupuestos,
    usuarios: { admin: SECOND_ORGANISATION.users.admin.usuario, rep: SECOND_ORGANISATION.users.rep.usuario },
  });
  phase('second organisation');
  await seedPortfolioRisk(db, today);
  phase('portfolio risk');
  await seedAllWarehouses(db, scale);
  phase('warehouses');
  await seedSalesStatistics(db);
  phase('sales statistics');
  await seedPurchasing(db, scale, today);
  phase('purchasing');
  await seedStock(db, scale, today);
  phase('stock');
}

interface CustomerSummary { cliente: string; sucursales: string[]; representante: string; agente: string }

/**
 * One organisation's foundation data: the organisation, its companies with their master data (zones, representatives, customers and branches,
 * suppliers, articles, order statuses), orders and portal users.
 */
async function seedOrganisation(db: Kysely<Database>, org: OrganisationSeed, sizes: SeedSizes, today: Date, entries: readonly ReportEntry[]): Promise<void> {
  const f = new Faker({ locale: [es, base], seed: org.seed });
  const provincia = (): Provincia => f.helpers.arrayElement(PROVINCIAS);
  const lugar = () => {
    const p = provincia();
    return {
      direccion: streetAddress(f.number.int(1e9)),
      cp: p.codigo + pad(f.number.int({ min: 1, max: p.codigosPostales }), 3),
      poblacion: p.capital,
      provincia: p.nombre,
    };
  };
  // CIFs are valid and unique per organisation: the organisation letter, a province, a serial and the check character.
  let cifSerial = org.seed % 7919;
  const cif = (letra: string, cp: string) => cifOf(letra, cp.slice(0, 2), cifSerial++);
  const telefono = () => f.helpers.arrayElement(['9', '6']) + f.string.numeric(8);
  const empresas = org.empresas.map((e) => e.empresa);

  await db.insertInto('organizaciones').values({ id_organizacion: org.id, dominio: org.dominio, nombre: org.nombre, marca: org.marca }).execute();
  await db.insertInto('url_hosts').values({ host: org.host, id_organizacion: org.id, empresa: empresas[0]! }).execute();
  for (const { empresa, nombre } of org.empresas) {
    const sede = lugar();
    await db.insertInto('empresas').values({
      ...sede, empresa, id_organizacion: org.id, nombre, cif: cif(nombre.endsWith('S.A.') ? 'A' : 'B', sede.cp), telefono: telefono(),
      email: `info${empresa}@${org.mailDomain}`,
    }).execute();
  }
  await db.insertInto('organizacion_opciones').values(OPCIONES.map((o) => ({ id_organizacion: org.id, id_opcion: o.id }))).execute();
  await db.insertInto('organizacion_informes').values(entries.map((i) => ({ id_organizacion: org.id, informe: i.informe }))).execute();

  const articulosPorEmpresa = new Map<string, { articulo: string; precio: number; unidad: string }[]>();
  const clientesPorEmpresa = new Map<string, CustomerSummary[]>();
  for (const empresa of empresas) {
    const zonas = ['NORTE', 'SUR', 'ESTE', 'OESTE', 'CENTRO', 'ISLAS'].map((nombre, n) => ({ empresa, zona: pad(n + 1, 2), nombre: `Zona ${nombre.toLowerCase()}` }));
    await db.insertInto('zonas').values(zonas).execute();
    const reps: Insertable<Database['representantes']>[] = [];
    // The representative of the demo rep user: R005 (R003 in the second organisation, which has three).
    const demoRep = Math.min(5, sizes.representantes);
    for (let r = 1; r <= sizes.representantes; r++) {
      const nombre = personName(f.number.int(1e9));
      // The demo rep user's representative always has a second agent, whose customers the rep user must not see.
      const agentes = Math.max(r === demoRep ? 2 : 1, f.number.int({ min: 1, max: 3 }));
      for (let a = 1; a <= agentes; a++) {
        reps.push({
          empresa, representante: `R${pad(r, 3)}`, agente: String(a),
          nombre: a === 1 ? nombre : `${personName(f.number.int(1e9))} (${nombre})`,
          zona: f.helpers.arrayElement(zonas).zona, email: f.internet.email({ provider: org.mailDomain }).toLowerCase(), telefono: telefono(),
        });
      }
    }
    await insertChunked(db, 'representantes', reps);
    const demoAgent = (agente: number) => reps.find((x) => x.representante === `R${pad(demoRep, 3)}` && x.agente === String(agente))!;
    const clientes: Insertable<Database['clientes']>[] = [];
    const sucursales: Insertable<Database['sucursales']>[] = [];
    const resumen: CustomerSummary[] = [];
    for (let c = 1; c <= sizes.clientes; c++) {
      const drawn = f.helpers.arrayElement(reps);
      // Customer 000001 (the demo users') and every fourth customer belong to the demo representative's first agent, customer 000004 to its second.
      const rep = c % 4 === 1 ? demoAgent(1) : c === 4 ? demoAgent(2) : drawn;
      const empresaCliente = companyName(f.number.int(1e9));
      const sede = lugar();
      const nombre = empresaCliente.nombre;
      const cliente = pad(c, 6);
      clientes.push({
        empresa, cliente, nombre, razon_social: empresaCliente.razonSocial,
        ...sede, cif: cif(empresaCliente.letra, sede.cp), telefono: telefono(), email: `administracion@${slug(nombre)}.es`,
        representante: String(rep.representante), agente: String(rep.agente), zona: String(rep.zona),
        codigo_acreedor: creditorOf(c, sizes.proveedores), estado: c % 23 === 0 ? 'B' : 'A',
      });
      // The first customers always have several branches so branch users are real.
      const n = c <= 3 ? 4 : f.number.int({ min: 1, max: 4 });
      const codes: string[] = [];
      for (let s = 1; s <= n; s++) {
        const l = lugar();
        codes.push(pad(s, 3));
        sucursales.push({ empresa, cliente, sucursal: pad(s, 3), razon_social: `${nombre} - ${siteKind(s - 1)} ${l.poblacion}`, ...l, telefono: telefono(), email: f.internet.email({ provider: org.mailDomain }).toLowerCase() });
      }
      resumen.push({ cliente, sucursales: codes, representante: String(rep.representante), agente: String(rep.agente) });
    }
    await insertChunked(db, 'clientes', clientes);
    await insertChunked(db, 'sucursales', sucursales);
    clientesPorEmpresa.set(empresa, resumen);

    const proveedores: Insertable<Database['proveedores']>[] = [];
    const sucProv: Insertable<Database['sucursales_proveedor']>[] = [];
    for (let p = 1; p <= sizes.proveedores; p++) {
      const empresaProveedor = companyName(f.number.int(1e9));
      const nombre = empresaProveedor.nombre;
      const proveedor = `P${pad(p, 5)}`;
      const sede = lugar();
      proveedores.push({ empresa, proveedor, nombre: empresaProveedor.razonSocial, ...sede, cif: cif(empresaProveedor.letra, sede.cp), estado: 'A' });
      for (let s = 1; s <= f.number.int({ min: 1, max: 3 }); s++) {
        const l = lugar();
        sucProv.push({ empresa, proveedor, sucursal: pad(s, 3), nombre: `${nombre} - ${siteKind(s)} ${l.poblacion}`, poblacion: l.poblacion, provincia: l.provincia });
      }
    }
    await insertChunked(db, 'proveedores', proveedores);
    await insertChunked(db, 'sucursales_proveedor', sucProv);

    // Materials with their LER code and services, the same catalogue at every scale (each scale takes its first articles).
    const articulos: Insertable<Database['articulos']>[] = [];
    for (let a = 1; a <= sizes.articulos; a++) {
      const art = catalogueArticle(a);
      articulos.push({ empresa, articulo: art.articulo, nombre: art.nombre, familia: art.familia, unidad: art.unidad, precio: art.precio, cod_ler: art.codLer });
    }
    await insertChunked(db, 'articulos', articulos);
    articulosPorEmpresa.set(empresa, articulos.map((a) => ({ articulo: String(a.articulo), precio: Number(a.precio), unidad: String(a.unidad) })));

    await db.insertInto('estados_pedido_web').values(ESTADOS_PEDIDO_WEB.map((e, n) => ({
      empresa, estado_pedido_web: e.estado, estado_pedido_expert: e.pedido, estado_fabricacion_expert: e.fabricacion, icono: e.icono, orden: n + 1,
    }))).execute();
    await db.insertInto('estados_pedido_web_desc').values(ESTADOS_PEDIDO_WEB.flatMap((e) =>
      Object.entries(e.desc).map(([idioma, descripcion]) => ({ empresa, estado_pedido_web: e.estado, idioma, descripcion })))).execute();
  }

  await seedOrders(db, f, empresas, sizes, today, clientesPorEmpresa, articulosPorEmpresa);
  await seedUsers(db, f, org, sizes.usuariosExtra, clientesPorEmpresa, today, entries);
}

async function seedOrders(
  db: Kysely<Database>, f: Faker, empresas: readonly string[], sizes: SeedSizes, today: Date,
  clientes: Map<string, CustomerSummary[]>,
  articulos: Map<string, { articulo: string; precio: number; unidad: string }[]>,
): Promise<void> {
  const day = 86_400_000;
  const agencias = ['SEUR', 'MRW', 'GLS', 'Correos Express', 'DHL', 'Nacex', 'TIPSA'];
  for (const empresa of empresas) {
    const cls = clientes.get(empresa) ?? [];
    const arts = articulos.get(empresa) ?? [];
    let pedidos: Insertable<Database['pedidos']>[] = [];
    let lineas: Insertable<Database['pedido_lineas']>[] = [];
    const flush = async () => {
      await insertChunked(db, 'pedidos', pedidos);
      await insertChunked(db, 'pedido_lineas', lineas, 900);
      pedidos = [];
      lineas = [];
    };
    {
      for (let n = 1; n <= sizes.pedidos; n++) {
        // The first customer of each company gets a steady share of the orders so demo users see data.
        const cl = n % 7 === 0 ? cls[0]! : f.helpers.arrayElement(cls);
        // More trade in spring and autumn than in August and at Christmas; orders move on with age: most are invoiced within two weeks, all after six.
        const age = seasonalAge(f, today, 730);
        const fecha = new Date(today.getTime() - age * day);
        const estado = age <= 3 ? f.number.int({ min: 1, max: 2 }) : age <= 7 ? f.number.int({ min: 2, max: 5 })
          : age <= 14 ? f.helpers.weightedArrayElement([{ weight: 2, value: 5 }, { weight: 3, value: 6 }, { weight: 5, value: 7 }])
            : age <= 42 ? f.helpers.weightedArrayElement([{ weight: 1, value: 6 }, { weight: 9, value: 7 }]) : 7;
        pedidos.push({
          empresa, numero: n, numero_web: n % 3 === 0 ? `W${pad(n, 7)}` : null,
          tipo: f.helpers.weightedArrayElement([{ weight: 90, value: 'P' }, { weight: 6, value: 'C' }, { weight: 4, value: 'A' }]),
          cliente: cl.cliente, sucursal: f.helpers.arrayElement(cl.sucursales), representante: cl.representante, agente: cl.agente,
          fecha_pedido: isoDate(fecha), fecha_recepcion: isoDate(fecha),
          fecha_entrega: isoDate(new Date(fecha.getTime() + f.number.int({ min: 2, max: 20 }) * day)),
          ref_pedido: `REF-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`, obra: f.helpers.maybe(() => `Obra ${streetAddress(f.number.int(1e9))}`, { probability: 0.4 }) ?? '',
          estado_pedido_web: estado,
          retenido: f.helpers.weightedArrayElement([{ weight: 92, value: 'NoRetenido' }, { weight: 4, value: 'Retenido' }, { weight: 4, value: 'ParcialmenteRetenido' }]),
          agencia_transporte: f.helpers.arrayElement(agencias),
        });
        const count = 1 + ((n - 1) % sizes.lineasPorPedido);
        for (let l = 1; l <= count; l++) {
          const art = f.helpers.arrayElement(arts);
          lineas.push({
            empresa, numero: n, linea: l, articulo: art.articulo, cantidad: orderQuantity(art.unidad, f.number.int(1e9)), precio: art.precio,
            estado_pedido: estado, estado_fabricacion: estado >= 4 ? 2 : estado === 3 ? 1 : 0, fecha_situacion: isoDate(fecha),
          });
        }
        if (lineas.length >= 20_000) await flush();
      }
      await flush();
    }
  }
}

/**
 * The supplier code a customer also is (codigo_acreedor): every fifth customer, and the three demo customers (suppliers P00006–P00008, none a
 * fifth), so their users see supplier delivery notes of their own.
 */
function creditorOf(c: number, proveedores: number): string | null {
  if (c <= 3) return proveedores >= 8 ? `P${pad(c + 5, 5)}` : null;
  return c % 5 === 0 ? `P${pad(c, 5)}` : null;
}

interface DemoUser {
  usuario: string; nombre: string; role: Role; empresaSesion?: string;
  cliente?: string; sucursal?: string; sucursales?: string[]; representante?: string; agente?: string;
  proveedor?: string; sucursalProv?: string; expert?: boolean; permisos?: string[];
}

async function seedUsers(
  db: Kysely<Database>, f: Faker, org: OrganisationSeed, extra: number, clientes: Map<string, CustomerSummary[]>, today: Date, entries: readonly ReportEntry[],
): Promise<void> {
  const empresas = org.empresas.map((e) => e.empresa);
  const home = empresas[0]!;
  const c1 = clientes.get(home) ?? [];
  const users = org.users;
  const primero = c1[0]!;
  const segundo = c1[1]!;
  const tercero = c1[2]!;
  const demo: DemoUser[] = [
    { ...users.admin, role: 'ADMIN', empresaSesion: org.adminSessionCompany, expert: true, permisos: ['RES_022'] },
    { ...users.rep, role: 'REPRESENTANTE', representante: primero.representante, agente: primero.agente },
    { ...users.cliente, role: 'CLIENTE', cliente: primero.cliente },
    { ...users.sucursal, role: 'SUCURSAL', cliente: segundo.cliente, sucursal: segundo.sucursales[0]! },
    { ...users.multi, role: 'MULTISUCURSAL', cliente: tercero.cliente, sucursales: tercero.sucursales.slice(0, 3) },
    { ...users.proveedor, role: 'PROVEEDOR', proveedor: 'P00001', sucursalProv: '001' },
    { ...users.soporte, role: 'SOPORTE', permisos: ['RES_022'] },
  ];
  const extras: DemoUser[] = [];
  for (let i = 1; i <= extra; i++) {
    const cl = f.helpers.arrayElement(c1);
    const role = f.helpers.arrayElement(['CLIENTE', 'REPRESENTANTE', 'SUCURSAL', 'CLIENTE'] as const);
    const nombre = personName(f.number.int(1e9));
    const [first, last] = nombre.split(' ') as [string, string];
    extras.push({
      usuario: `${first[0]}${last}`.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase().slice(0, 12) + i,
      nombre, role,
      ...(role === 'REPRESENTANTE' ? { representante: cl.representante, agente: cl.agente } : { cliente: cl.cliente }),
      ...(role === 'SUCURSAL' ? { sucursal: cl.sucursales[0]! } : {}),
    });
  }
  const roleId = Object.fromEntries(ROLES.map((r) => [r.role, r.id_rol])) as Record<Role, number>;
  const hash = await hashPassword(DEMO_PASSWORD);
  const all = [...demo, ...extras];
  // The last third of the extra users exist only in the ERP: on-premise administrators add them to the portal.
  const portalCount = demo.length + Math.ceil((extras.length * 2) / 3);
  for (const [n, u] of all.entries()) {
    await db.insertInto('usuarios_erp').values({
      user_id: org.firstUserId + n, id_organizacion: org.id, usuario: u.usuario, nombre: u.nombre,
      email: `${u.usuario}@${org.mailDomain}`, telefono: f.helpers.arrayElement(['6', '7']) + f.string.numeric(8),
      password_hash: n < demo.length && org.saltPerUser ? await hashPassword(DEMO_PASSWORD) : hash,
      empresa_sesion: u.empresaSesion ?? home, idioma: 'E', usuario_expert_sn: u.expert ? 'S' : 'N',
      permite_crea_oc_sn: u.expert ? 'S' : 'N', activo_sn: 'S',
    }).execute();
    if (n >= portalCount) continue;
    await db.insertInto('usuarios_portal').values({
      id_organizacion: org.id, usuario: u.usuario, empresa: home, id_rol: roleId[u.role], cliente: u.cliente ?? null,
      sucursal: u.sucursal ?? null, representante: u.representante ?? null, agente: u.agente ?? null,
      proveedor: u.proveedor ?? null, sucursal_prov: u.sucursalProv ?? null, nivel_max_art: 5,
      fecha_alta: isoDate(new Date(today.getTime() - (400 - n) * 86_400_000)), activo_sn: 'S',
    }).execute();
    for (const s of u.sucursales ?? []) await db.insertInto('usuario_sucursales').values({ id_organizacion: org.id, usuario: u.usuario, sucursal: s }).execute();
    for (const p of u.permisos ?? []) await db.insertInto('usuario_permisos').values({ id_organizacion: org.id, usuario: u.usuario, permiso: p }).execute();
    // ADMIN holds every report; the other roles those whose entry names them.
    const holds = (i: ReportEntry) => u.role === 'ADMIN' || i.roles.includes(u.role);
    await db.insertInto('usuario_informes').values(entries.map((i) => ({ id_organizacion: org.id, usuario: u.usuario, informe: i.informe, value_sn: holds(i) ? 'S' : 'N' }))).execute();
    const options = new Set<string>(OPTIONS_BY_ROLE[u.role]);
    await db.insertInto('usuario_opciones').values(OPCIONES.map((o) => ({ id_organizacion: org.id, usuario: u.usuario, id_opcion: o.id, value_sn: options.has(o.codigo) ? 'S' : 'N' }))).execute();
  }
  for (const empresa of empresas) {
    await db.insertInto('fechas_roles').values([
      { id_organizacion: org.id, empresa, id_rol: roleId.CLIENTE, fecha_inicio: `${today.getUTCFullYear() - 2}-01-01`, fecha_final: null, dias_antiguedad: 365, auto_filtro: 'S' },
      { id_organizacion: org.id, empresa, id_rol: roleId.SUCURSAL, fecha_inicio: null, fecha_final: null, dias_antiguedad: 180, auto_filtro: 'S' },
    ]).execute();
  }
}
