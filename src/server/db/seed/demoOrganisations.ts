/** The organisations of the demo data: the demo organisation of the README's users and a small second tenant of the same services. */

/** Fixed seed: the same scale always produces the same data. */
export const SEED = 20261121;
/** Fixed seed of the second organisation's foundation data. */
export const SECOND_SEED = 20261131;
/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo1234';
/** Login domain of the demo organisation. */
export const DEMO_DOMAIN = 'DEMO';
/** Login domain of the second organisation, whose customer, order and document codes repeat the demo organisation's. */
export const SECOND_DOMAIN = 'NORTE';

/** The demo user of each role an organisation has. */
export type DemoLogin = 'admin' | 'rep' | 'cliente' | 'sucursal' | 'multi' | 'proveedor' | 'soporte';

/** An organisation of the demo data: its login domain, companies, mail domain, data seed and the login and name of its demo users. */
export interface OrganisationSeed {
  id: number;
  dominio: string;
  nombre: string;
  marca: string;
  /** Host name that identifies the organisation on its first company. */
  host: string;
  /** Companies with their names; the portal users work on the first. */
  empresas: readonly { empresa: string; nombre: string }[];
  /** Company of the admin user's ERP session. */
  adminSessionCompany: string;
  mailDomain: string;
  seed: number;
  firstUserId: number;
  users: Record<DemoLogin, { usuario: string; nombre: string }>;
  /** Whether every demo user gets a password hash with its own salt; otherwise all share one, which seeds faster. */
  saltPerUser: boolean;
}

/** The demo organisation (id 1, two companies): the data of the README's demo users. */
export const DEMO_ORGANISATION: OrganisationSeed = {
  id: 1, dominio: DEMO_DOMAIN, nombre: 'Grupo Iberia Metales y Reciclaje', marca: 'demo', host: 'demo.localhost',
  empresas: [{ empresa: '1', nombre: 'Iberia Metales y Reciclaje S.L.' }, { empresa: '2', nombre: 'Levante Reciclaje y Distribución S.A.' }],
  // The ERP session of admin is on company 2 while the portal works on company 1: login offers the change of company.
  adminSessionCompany: '2', mailDomain: 'demo-erp.es', seed: SEED, firstUserId: 1000, saltPerUser: true,
  users: {
    admin: { usuario: 'admin', nombre: 'Ana Martín Ruiz' },
    rep: { usuario: 'rep', nombre: 'Rafael Ortega Pardo' },
    cliente: { usuario: 'cliente', nombre: 'Carmen López Vidal' },
    sucursal: { usuario: 'sucursal', nombre: 'Sergio Navarro Gil' },
    multi: { usuario: 'multi', nombre: 'Marta Iglesias Soler' },
    proveedor: { usuario: 'proveedor', nombre: 'Pablo Romero Castro' },
    soporte: { usuario: 'soporte', nombre: 'Sofía Delgado Prieto' },
  },
};

/** A second, small organisation (id 2, company 3) with its own users: another tenant of the same services, for the scope tests. */
export const SECOND_ORGANISATION: OrganisationSeed = {
  id: 2, dominio: SECOND_DOMAIN, nombre: 'Grupo Cantábrico de Reciclaje', marca: 'norte', host: 'norte.localhost',
  empresas: [{ empresa: '3', nombre: 'Chatarras y Reciclajes del Cantábrico S.L.' }],
  adminSessionCompany: '3', mailDomain: 'norte-erp.es', seed: SECOND_SEED, firstUserId: 2000, saltPerUser: false,
  users: {
    admin: { usuario: 'admin.norte', nombre: 'Iñaki Etxeberria Goñi' },
    rep: { usuario: 'rep.norte', nombre: 'Xabier Arrieta Olano' },
    cliente: { usuario: 'cliente.norte', nombre: 'Nerea Zubizarreta Ibarra' },
    sucursal: { usuario: 'sucursal.norte', nombre: 'Ander Goikoetxea Lasa' },
    multi: { usuario: 'multi.norte', nombre: 'Amaia Urrutia Echeverría' },
    proveedor: { usuario: 'proveedor.norte', nombre: 'Mikel Aguirre Arana' },
    soporte: { usuario: 'soporte.norte', nombre: 'Leire Mendizábal Otxoa' },
  },
};

/** Report data per company of the second organisation: waste services, quotes and warehouses. */
export const SECOND_ORGANISATION_REPORTS = { servicios: 90, presupuestos: 16, almacenes: 4 };
/** Fixed seed of the second organisation's report, quote and warehouse data. */
export const SECOND_REPORTS_SEED = 20261132;
