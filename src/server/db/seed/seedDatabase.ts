import { Faker, es, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import type { Database } from '../tables.js';
import { ESTADOS_PEDIDO_WEB, INFORMES, OPCIONES, ROLES, type InformeCodigo } from './catalogo.js';
import { insertChunked } from './insertChunked.js';
import { PROVINCIAS, type Provincia } from './provincias.js';
import { seedQuotes } from './seedQuotes.js';
import { seedReports } from './seedReports.js';
import { seedWarehouses } from './seedWarehouses.js';
import { SEED_SIZES, type SeedScale } from './seedScale.js';

/** Fixed seed: the same scale always produces the same data. */
export const SEED = 20261121;
/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo1234';
/** Login domain of the demo organisation. */
export const DEMO_DOMAIN = 'DEMO';
const ORG = 1;
const EMPRESAS = ['1', '2'] as const;

type Role = (typeof ROLES)[number]['role'];

const REPORTS_BY_ROLE: Record<Role, readonly InformeCodigo[]> = {
  ADMIN: INFORMES.map((i) => i.informe),
  REPRESENTANTE: ['ESTADO_PED_ALB', 'ESTADO_VENTAS', 'ESTADIST_VENTAS', 'REIMP_FACT', 'ESTADO_VENCI', 'IMPAGADOS', 'RIESGOS', 'ESTAD_PROV_REP', 'CARTERA_CLIENTS', 'PRESUPUESTOS', 'ENTR_REC_TRANS', 'CERT_MEDIOAMB'],
  CLIENTE: ['ESTADO_PED_ALB', 'REIMP_FACT', 'ESTADO_VENCI', 'ENTR_REC_TRANS', 'CERT_MEDIOAMB', 'FACT_CLIENTES'],
  SUCURSAL: ['ESTADO_PED_ALB', 'REIMP_FACT', 'ENTR_REC_TRANS', 'CERT_MEDIOAMB'],
  MULTISUCURSAL: ['ESTADO_PED_ALB', 'REIMP_FACT', 'ESTADO_VENCI', 'ENTR_REC_TRANS', 'CERT_MEDIOAMB'],
  PROVEEDOR: ['ALB_PROV', 'FACT_PROV', 'OC_PENDIENTES', 'STOCK_ARTICULOS'],
  SOPORTE: ['ESTADO_PED_ALB', 'IMPAGADOS', 'ENTR_REC_TRANS', 'CONT_TRAT', 'CERT_MEDIOAMB', 'COMPRAS_VENTAS', 'STOCK_ARTICULOS', 'CONSULTAS'],
};

const OPTIONS_BY_ROLE: Record<Role, readonly string[]> = {
  ADMIN: OPCIONES.map((o) => o.codigo),
  REPRESENTANTE: ['PRESUPUESTOS', 'INFORMES'],
  CLIENTE: ['INFORMES'],
  SUCURSAL: ['INFORMES'],
  MULTISUCURSAL: ['INFORMES'],
  PROVEEDOR: ['INFORMES'],
  SOPORTE: ['INFORMES'],
};

const SUFIJOS = /\s+(S\.?A\.?|S\.?L\.?|S\.?L\.?U\.?|S\. ?Coop\.?)$/i;
const nombreEmpresa = (f: Faker) => f.company.name().replace(SUFIJOS, '').trim();
const slug = (s: string) => s.normalize('NFD').replace(/[^a-zA-Z0-9]+/g, '').toLowerCase().slice(0, 24);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Fills an empty, migrated database with deterministic Spanish demo data at the given scale (run it inside a transaction). */
export async function seedDatabase(db: Kysely<Database>, scale: SeedScale, today = new Date()): Promise<void> {
  const sizes = SEED_SIZES[scale];
  const f = new Faker({ locale: [es, base], seed: SEED });
  const provincia = (): Provincia => f.helpers.arrayElement(PROVINCIAS);
  const lugar = () => {
    const p = provincia();
    return {
      direccion: f.location.streetAddress(),
      cp: p.codigo + pad(f.number.int({ min: 1, max: p.codigosPostales }), 3),
      poblacion: p.capital,
      provincia: p.nombre,
    };
  };
  const cif = () => f.helpers.arrayElement(['A', 'B']) + f.string.numeric(8);
  const telefono = () => f.helpers.arrayElement(['9', '6']) + f.string.numeric(8);

  await db.insertInto('organizaciones').values({ id_organizacion: ORG, dominio: DEMO_DOMAIN, nombre: 'Grupo Demo Distribución', marca: 'demo' }).execute();
  await db.insertInto('url_hosts').values({ host: 'demo.localhost', id_organizacion: ORG, empresa: '1' }).execute();
  const nombresEmpresa = { '1': 'Suministros Iberia S.L.', '2': 'Levante Reciclaje y Distribución S.A.' };
  for (const empresa of EMPRESAS) {
    await db.insertInto('empresas').values({
      empresa, id_organizacion: ORG, nombre: nombresEmpresa[empresa], cif: cif(), ...lugar(), telefono: telefono(),
      email: `info${empresa}@demo-erp.es`,
    }).execute();
  }
  await db.insertInto('opciones').values(OPCIONES.map((o) => ({ ...o, padre: null }))).execute();
  await db.insertInto('organizacion_opciones').values(OPCIONES.map((o) => ({ id_organizacion: ORG, id_opcion: o.id }))).execute();
  await db.insertInto('informes').values(INFORMES.map((i, n) => ({
    informe: i.informe, descripcion: i.descripcion, url: `/informes/${i.informe.toLowerCase()}`,
    parametros: JSON.stringify(i.parametros), orden: n + 1,
  }))).execute();
  await db.insertInto('organizacion_informes').values(INFORMES.map((i) => ({ id_organizacion: ORG, informe: i.informe }))).execute();
  await db.insertInto('roles').values(ROLES.map((r, n) => ({ ...r, orden: n + 1 }))).execute();

  const articulosPorEmpresa = new Map<string, { articulo: string; precio: number }[]>();
  const clientesPorEmpresa = new Map<string, { cliente: string; sucursales: string[]; representante: string; agente: string }[]>();
  for (const empresa of EMPRESAS) {
    const zonas = ['NORTE', 'SUR', 'ESTE', 'OESTE', 'CENTRO', 'ISLAS'].map((nombre, n) => ({ empresa, zona: pad(n + 1, 2), nombre: `Zona ${nombre.toLowerCase()}` }));
    await db.insertInto('zonas').values(zonas).execute();
    const reps: Insertable<Database['representantes']>[] = [];
    for (let r = 1; r <= sizes.representantes; r++) {
      const nombre = f.person.fullName();
      const agentes = f.number.int({ min: 1, max: 3 });
      for (let a = 1; a <= agentes; a++) {
        reps.push({
          empresa, representante: `R${pad(r, 3)}`, agente: String(a),
          nombre: a === 1 ? nombre : `${f.person.fullName()} (${nombre})`,
          zona: f.helpers.arrayElement(zonas).zona, email: f.internet.email({ provider: 'demo-erp.es' }).toLowerCase(), telefono: telefono(),
        });
      }
    }
    await insertChunked(db, 'representantes', reps);
    const clientes: Insertable<Database['clientes']>[] = [];
    const sucursales: Insertable<Database['sucursales']>[] = [];
    const resumen: { cliente: string; sucursales: string[]; representante: string; agente: string }[] = [];
    for (let c = 1; c <= sizes.clientes; c++) {
      const rep = f.helpers.arrayElement(reps);
      const nombre = nombreEmpresa(f);
      const cliente = pad(c, 6);
      clientes.push({
        empresa, cliente, nombre, razon_social: `${nombre} ${f.helpers.arrayElement(['S.L.', 'S.A.', 'S.L.U.', 'S. Coop.'])}`,
        cif: cif(), ...lugar(), telefono: telefono(), email: `administracion@${slug(nombre)}.es`,
        representante: String(rep.representante), agente: String(rep.agente), zona: String(rep.zona),
        codigo_acreedor: c % 5 === 0 ? `P${pad(c, 5)}` : null, estado: c % 23 === 0 ? 'B' : 'A',
      });
      // The first customers always have several branches so branch users are real.
      const n = c <= 3 ? 4 : f.number.int({ min: 1, max: 4 });
      const codes: string[] = [];
      for (let s = 1; s <= n; s++) {
        const l = lugar();
        codes.push(pad(s, 3));
        sucursales.push({ empresa, cliente, sucursal: pad(s, 3), razon_social: `${nombre} - ${l.poblacion}`, ...l, telefono: telefono(), email: f.internet.email({ provider: 'demo-erp.es' }).toLowerCase() });
      }
      resumen.push({ cliente, sucursales: codes, representante: String(rep.representante), agente: String(rep.agente) });
    }
    await insertChunked(db, 'clientes', clientes);
    await insertChunked(db, 'sucursales', sucursales);
    clientesPorEmpresa.set(empresa, resumen);

    const proveedores: Insertable<Database['proveedores']>[] = [];
    const sucProv: Insertable<Database['sucursales_proveedor']>[] = [];
    for (let p = 1; p <= sizes.proveedores; p++) {
      const nombre = nombreEmpresa(f);
      const proveedor = `P${pad(p, 5)}`;
      proveedores.push({ empresa, proveedor, nombre: `${nombre} S.L.`, cif: cif(), ...lugar(), estado: 'A' });
      for (let s = 1; s <= f.number.int({ min: 1, max: 3 }); s++) {
        const l = lugar();
        sucProv.push({ empresa, proveedor, sucursal: pad(s, 3), nombre: `${nombre} ${l.poblacion}`, poblacion: l.poblacion, provincia: l.provincia });
      }
    }
    await insertChunked(db, 'proveedores', proveedores);
    await insertChunked(db, 'sucursales_proveedor', sucProv);

    const familias = ['Embalaje', 'Papel y cartón', 'Plásticos', 'Metales', 'Limpieza industrial', 'Protección laboral', 'Contenedores'];
    const articulos: Insertable<Database['articulos']>[] = [];
    for (let a = 1; a <= sizes.articulos; a++) {
      articulos.push({
        empresa, articulo: `A${pad(a, 6)}`, nombre: `${f.commerce.productName()} ${f.commerce.productMaterial().toLowerCase()}`,
        familia: f.helpers.arrayElement(familias), unidad: f.helpers.arrayElement(['UD', 'KG', 'CJ', 'M3']),
        precio: Number(f.commerce.price({ min: 0.5, max: 900, dec: 2 })),
      });
    }
    await insertChunked(db, 'articulos', articulos);
    articulosPorEmpresa.set(empresa, articulos.map((a) => ({ articulo: String(a.articulo), precio: Number(a.precio) })));

    await db.insertInto('estados_pedido_web').values(ESTADOS_PEDIDO_WEB.map((e, n) => ({
      empresa, estado_pedido_web: e.estado, estado_pedido_expert: e.pedido, estado_fabricacion_expert: e.fabricacion, icono: e.icono, orden: n + 1,
    }))).execute();
    await db.insertInto('estados_pedido_web_desc').values(ESTADOS_PEDIDO_WEB.flatMap((e) =>
      Object.entries(e.desc).map(([idioma, descripcion]) => ({ empresa, estado_pedido_web: e.estado, idioma, descripcion })))).execute();
  }

  await seedOrders(db, f, sizes, today, clientesPorEmpresa, articulosPorEmpresa);
  await seedUsers(db, f, sizes.usuariosExtra, clientesPorEmpresa, today);
  await seedReports(db, scale, today);
  await seedQuotes(db, scale, today);
  await seedWarehouses(db, scale);
}

async function seedOrders(
  db: Kysely<Database>, f: Faker, sizes: (typeof SEED_SIZES)[SeedScale], today: Date,
  clientes: Map<string, { cliente: string; sucursales: string[]; representante: string; agente: string }[]>,
  articulos: Map<string, { articulo: string; precio: number }[]>,
): Promise<void> {
  const day = 86_400_000;
  const agencias = ['SEUR', 'MRW', 'GLS', 'Correos Express', 'DHL', 'Nacex', 'TIPSA'];
  for (const empresa of EMPRESAS) {
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
        const fecha = new Date(today.getTime() - f.number.int({ min: 0, max: 730 }) * day);
        const estado = fecha.getTime() > today.getTime() - 20 * day ? f.number.int({ min: 1, max: 5 }) : f.helpers.weightedArrayElement([
          { weight: 1, value: 5 }, { weight: 3, value: 6 }, { weight: 6, value: 7 },
        ]);
        pedidos.push({
          empresa, numero: n, numero_web: n % 3 === 0 ? `W${pad(n, 7)}` : null,
          tipo: f.helpers.weightedArrayElement([{ weight: 90, value: 'P' }, { weight: 6, value: 'C' }, { weight: 4, value: 'A' }]),
          cliente: cl.cliente, sucursal: f.helpers.arrayElement(cl.sucursales), representante: cl.representante, agente: cl.agente,
          fecha_pedido: isoDate(fecha), fecha_recepcion: isoDate(fecha),
          fecha_entrega: isoDate(new Date(fecha.getTime() + f.number.int({ min: 2, max: 20 }) * day)),
          ref_pedido: `REF-${f.string.alphanumeric({ length: 6, casing: 'upper' })}`, obra: f.helpers.maybe(() => f.location.street(), { probability: 0.4 }) ?? '',
          estado_pedido_web: estado,
          retenido: f.helpers.weightedArrayElement([{ weight: 92, value: 'NoRetenido' }, { weight: 4, value: 'Retenido' }, { weight: 4, value: 'ParcialmenteRetenido' }]),
          agencia_transporte: f.helpers.arrayElement(agencias),
        });
        const count = 1 + ((n - 1) % sizes.lineasPorPedido);
        for (let l = 1; l <= count; l++) {
          const art = f.helpers.arrayElement(arts);
          lineas.push({
            empresa, numero: n, linea: l, articulo: art.articulo, cantidad: f.number.int({ min: 1, max: 120 }), precio: art.precio,
            estado_pedido: estado, estado_fabricacion: estado >= 4 ? 2 : estado === 3 ? 1 : 0, fecha_situacion: isoDate(fecha),
          });
        }
        if (lineas.length >= 20_000) await flush();
      }
      await flush();
    }
  }
}

interface DemoUser {
  usuario: string; nombre: string; role: Role; empresaSesion?: string;
  cliente?: string; sucursal?: string; sucursales?: string[]; representante?: string; agente?: string;
  proveedor?: string; sucursalProv?: string; expert?: boolean; permisos?: string[];
}

async function seedUsers(
  db: Kysely<Database>, f: Faker, extra: number,
  clientes: Map<string, { cliente: string; sucursales: string[]; representante: string; agente: string }[]>, today: Date,
): Promise<void> {
  const c1 = clientes.get('1') ?? [];
  const primero = c1[0]!;
  const segundo = c1[1]!;
  const tercero = c1[2]!;
  const demo: DemoUser[] = [
    // The ERP session of admin is on company 2 while the portal works on company 1: login offers the change of company.
    { usuario: 'admin', nombre: 'Ana Martín Ruiz', role: 'ADMIN', empresaSesion: '2', expert: true, permisos: ['RES_022'] },
    { usuario: 'rep', nombre: 'Rafael Ortega Pardo', role: 'REPRESENTANTE', representante: primero.representante, agente: primero.agente },
    { usuario: 'cliente', nombre: 'Carmen López Vidal', role: 'CLIENTE', cliente: primero.cliente },
    { usuario: 'sucursal', nombre: 'Sergio Navarro Gil', role: 'SUCURSAL', cliente: segundo.cliente, sucursal: segundo.sucursales[0]! },
    { usuario: 'multi', nombre: 'Marta Iglesias Soler', role: 'MULTISUCURSAL', cliente: tercero.cliente, sucursales: tercero.sucursales.slice(0, 3) },
    { usuario: 'proveedor', nombre: 'Pablo Romero Castro', role: 'PROVEEDOR', proveedor: 'P00001', sucursalProv: '001' },
    { usuario: 'soporte', nombre: 'Sofía Delgado Prieto', role: 'SOPORTE', permisos: ['RES_022'] },
  ];
  const extras: DemoUser[] = [];
  for (let i = 1; i <= extra; i++) {
    const cl = f.helpers.arrayElement(c1);
    const role = f.helpers.arrayElement(['CLIENTE', 'REPRESENTANTE', 'SUCURSAL', 'CLIENTE'] as const);
    const first = f.person.firstName();
    const last = f.person.lastName();
    extras.push({
      usuario: `${first[0]}${last}`.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase().slice(0, 12) + i,
      nombre: `${first} ${last}`, role,
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
      user_id: 1000 + n, id_organizacion: ORG, usuario: u.usuario, nombre: u.nombre,
      email: `${u.usuario}@demo-erp.es`, telefono: f.helpers.arrayElement(['6', '7']) + f.string.numeric(8),
      password_hash: n < demo.length ? await hashPassword(DEMO_PASSWORD) : hash,
      empresa_sesion: u.empresaSesion ?? '1', idioma: 'E', usuario_expert_sn: u.expert ? 'S' : 'N',
      permite_crea_oc_sn: u.expert ? 'S' : 'N', activo_sn: 'S',
    }).execute();
    if (n >= portalCount) continue;
    await db.insertInto('usuarios_portal').values({
      id_organizacion: ORG, usuario: u.usuario, empresa: '1', id_rol: roleId[u.role], cliente: u.cliente ?? null,
      sucursal: u.sucursal ?? null, representante: u.representante ?? null, agente: u.agente ?? null,
      proveedor: u.proveedor ?? null, sucursal_prov: u.sucursalProv ?? null, nivel_max_art: 3,
      fecha_alta: isoDate(new Date(today.getTime() - (400 - n) * 86_400_000)), activo_sn: 'S',
    }).execute();
    for (const s of u.sucursales ?? []) await db.insertInto('usuario_sucursales').values({ id_organizacion: ORG, usuario: u.usuario, sucursal: s }).execute();
    for (const p of u.permisos ?? []) await db.insertInto('usuario_permisos').values({ id_organizacion: ORG, usuario: u.usuario, permiso: p }).execute();
    const reports = new Set<string>(REPORTS_BY_ROLE[u.role]);
    await db.insertInto('usuario_informes').values(INFORMES.map((i) => ({ id_organizacion: ORG, usuario: u.usuario, informe: i.informe, value_sn: reports.has(i.informe) ? 'S' : 'N' }))).execute();
    const options = new Set<string>(OPTIONS_BY_ROLE[u.role]);
    await db.insertInto('usuario_opciones').values(OPCIONES.map((o) => ({ id_organizacion: ORG, usuario: u.usuario, id_opcion: o.id, value_sn: options.has(o.codigo) ? 'S' : 'N' }))).execute();
  }
  for (const empresa of EMPRESAS) {
    await db.insertInto('fechas_roles').values([
      { id_organizacion: ORG, empresa, id_rol: roleId.CLIENTE, fecha_inicio: `${today.getFullYear() - 2}-01-01`, fecha_final: null, dias_antiguedad: 365, auto_filtro: 'S' },
      { id_organizacion: ORG, empresa, id_rol: roleId.SUCURSAL, fecha_inicio: null, fecha_final: null, dias_antiguedad: 180, auto_filtro: 'S' },
    ]).execute();
  }
}
