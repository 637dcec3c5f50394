import type { CallReply } from '../../../api/contractCall';
import { pagingParams } from '../../../api/paging';
import { erp, erpCall } from '../../../kit/session/portalClient';
import { listBody, listPortalUsers, type ListQuery, type Page } from '../../../kit/session/portalUsers';
import { appStore, sessionAtom } from '../../../kit/session/sessionStore';
import type { LookupItem } from '../../../renderer/lookup/lookupSources';
import type { AddRoleDateBody, LocationRow, PortalUserRow, RoleDatesReply, UpdateUserBody, WarehouseRow, warehouseUpdateBody } from '../rules';

const P = '/wscomun/portalinformes';

// Paged lists and the portal users' list are shared with the designer: they live in the kit.
export { listPortalUsers, type ListQuery, type Page };

/** A role of listaRoles: id, code, description and what a user of the role may hold. */
export interface PortalRole {
  idRol: number;
  role: string;
  descripcion: string;
  opciones: number[];
  informes: string[];
}

/** A company of the organisation. */
export type { Company } from '../../../kit/session/changeCompany';

/** An ERP user not yet in the portal. */
export interface ErpUser {
  usuario: string;
  login: string;
  nombre: string;
  email: string;
  telefono: string;
}

/** Warehouse row with the counts of its locations. */
export interface WarehouseListRow extends WarehouseRow {
  numUbicaciones: number;
  ubicacionesMarcadas: number;
}

const session = () => {
  const s = appStore.get(sessionAtom);
  if (!s) throw new Error('No session');
  return s;
};

/** The current data of one portal user, or undefined when they are no longer in the portal. */
export async function portalUser(usuario: string): Promise<PortalUserRow | undefined> {
  return (await listPortalUsers({ page: 1, rowsPerPage: 1, orderBy: 'usuario', order: 'ASC', search: '' }, usuario)).rows[0];
}

/** ERP users not yet in the portal (listaUsuarios), up to 9999 (spec 1 §2.9). */
export async function listErpUsers(search: string): Promise<ErpUser[]> {
  const reply = await erpCall(`${P}/listaUsuarios`, {
    idOrganizacion: session().idOrganizacion, offset: 1, numRows: 9999, orderBy: 'usuario', order: 'ASC', search,
  });
  return reply.result;
}

/** Adds an ERP user to the portal (creaUsuarioSP, on-premise). */
export async function createPortalUser(u: ErpUser): Promise<void> {
  await erpCall(`${P}/creaUsuarioSP`, { idOrganizacion: session().idOrganizacion, login: u.login, usuario: u.usuario, nombre: u.nombre, email: u.email, telefono: u.telefono });
}

/** Saves a portal user (actualizaUsuario). */
export async function updatePortalUser(body: UpdateUserBody): Promise<void> {
  await erpCall(`${P}/actualizaUsuario`, { idOrganizacion: session().idOrganizacion, ...body });
}

/** Deletes the portal configuration of a user (eliminarUsuario). */
export async function deletePortalUser(usuario: string, empresa: string): Promise<void> {
  await erpCall(`${P}/eliminarUsuario`, { organizacion: session().organizacion, usuario, empresa });
}

/** The roles (listaRoles), in list order. */
export async function listRoles(): Promise<PortalRole[]> {
  return (await erpCall(`${P}/listaRoles`, { idOrganizacion: session().idOrganizacion })).result;
}

/** The companies of the organisation (lovEmpresa), by name. */
export { listCompanies } from '../../../kit/session/changeCompany';

/** The date limits of a role in a company (getFechasRoles); undefined when it has none yet. */
export async function roleDates(idRol: number, empresa: string): Promise<RoleDatesReply | undefined> {
  const reply = await erpCall(`${P}/getFechasRoles`, { organizacion: session().organizacion, rol: idRol, empresa });
  return reply.roles[0];
}

/** Saves the date limits of a role (addFechaRol): 1 inserted, 2 updated, -1 refused with its message. */
export async function saveRoleDates(body: AddRoleDateBody): Promise<{ codigo: number; errorMsg: string }> {
  return erpCall(`${P}/addFechaRol`, { organizacion: session().organizacion, ...body });
}

/** A page of the warehouses of the session company with their marks. */
export async function listWarehouses(q: ListQuery): Promise<Page<WarehouseListRow>> {
  const reply = await erpCall(`${P}/administracionAlmacenesUbicaciones`, { idOrganizacion: session().idOrganizacion, ...listBody(q) });
  // Without a warehouse the call lists warehouses: their location counts are set, the location fields are not.
  const rows = reply.dataRes.map(({ centro, almacen, nombre, marcado, numUbicaciones, ubicacionesMarcadas }) => ({
    centro, almacen, nombre, marcado, numUbicaciones: numUbicaciones ?? 0, ubicacionesMarcadas: ubicacionesMarcadas ?? 0,
  }));
  return { rows, total: reply.numReg };
}

/** A page of the locations of a warehouse with their marks. */
export async function listLocations(w: Pick<WarehouseRow, 'centro' | 'almacen'>, q: ListQuery): Promise<Page<LocationRow>> {
  const reply = await erpCall(`${P}/administracionAlmacenesUbicaciones`, {
    idOrganizacion: session().idOrganizacion, centro: w.centro, almacen: w.almacen, ...listBody(q),
  });
  // With a warehouse the call lists its locations: the location fields are set.
  const rows = reply.dataRes.map(({ centro, almacen, marcado, ubicacion, nombreUbicacion }) => ({ centro, almacen, marcado, ubicacion: ubicacion ?? '', nombreUbicacion: nombreUbicacion ?? '' }));
  return { rows, total: reply.numReg };
}

/** Saves the changed warehouse and location marks (actualizaAlmacenesUbicaciones). */
export async function saveWarehouseMarks(gestionAlmUbi: ReturnType<typeof warehouseUpdateBody>): Promise<void> {
  await erpCall(`${P}/actualizaAlmacenesUbicaciones`, { idOrganizacion: session().idOrganizacion, gestionAlmUbi });
}

/** The lookup calls of the association tab. */
type AdminLookupCall = `${typeof P}/${'lovClte' | 'lovDic' | 'lovRep' | 'lovProv' | 'lovSucursalProveedor'}`;

/** How a lookup field of the association tab queries its source (spec 1 §7.3). */
export interface AdminLookupSource {
  endpoint: AdminLookupCall;
  /** Body field of an exact code, and of an exact sub-code (the agent of a representative). */
  codeParam: string;
  subParam?: string;
  pageSize: number;
  params: Record<string, unknown>;
}

/** One page of a lookup: a search, or an exact code (and sub-code). */
export async function lookupPage(source: AdminLookupSource, search: string, page: number, exact?: { code: string; sub?: string }): Promise<{ items: LookupItem[]; total: number }> {
  // The body names the source's own code fields, so only the reply is typed by the contract.
  const reply = await erp().post<CallReply<AdminLookupCall>>(source.endpoint, {
    ...source.params, ...pagingParams(page, source.pageSize),
    ...(exact ? { [source.codeParam]: exact.code, ...(exact.sub && source.subParam ? { [source.subParam]: exact.sub } : {}) } : search ? { search } : {}),
  });
  const items: LookupItem[] = reply.data.dataRes ?? [];
  return { items, total: Number(reply.data.numReg ?? items.length) };
}

/** Lookup sources of the association tab, for a company (spec 1 §9: lookup dialogs 5 rows, customers 10 by name, branches 10). */
export const lookupSources = {
  customers: (empresa: string): AdminLookupSource => ({ endpoint: `${P}/lovClte`, codeParam: 'cliente', pageSize: 10, params: { empresa, orderBy: 'nombre', order: 'ASC' } }),
  branches: (empresa: string, cliente: string): AdminLookupSource => ({ endpoint: `${P}/lovDic`, codeParam: 'sucursal', pageSize: 10, params: { empresa, cliente, orderBy: 'codigo', order: 'ASC' } }),
  representatives: (empresa: string): AdminLookupSource => ({ endpoint: `${P}/lovRep`, codeParam: 'representante', subParam: 'agente', pageSize: 5, params: { empresa, orderBy: 'nombre', order: 'ASC' } }),
  suppliers: (empresa: string): AdminLookupSource => ({ endpoint: `${P}/lovProv`, codeParam: 'proveedor', pageSize: 5, params: { empresa, estado: 'A', orderBy: 'nombre', order: 'ASC' } }),
  supplierBranches: (empresa: string, proveedor: string): AdminLookupSource => ({ endpoint: `${P}/lovSucursalProveedor`, codeParam: 'sucursal', pageSize: 5, params: { empresa, codigoProveedor: proveedor, orderBy: 'codigo', order: 'ASC' } }),
};

/** A branch of a customer as lovDic answers it. */
export interface BranchRow {
  codigo: string;
  nombre: string;
  poblacionEnvio: string;
}

/** A page of a customer's branches (lovDic), for the branch checklist of a MULTISUCURSAL user. */
export async function listBranches(empresa: string, cliente: string, q: ListQuery): Promise<Page<BranchRow>> {
  const reply = await erpCall(`${P}/lovDic`, { empresa, cliente, ...listBody(q) });
  return { rows: reply.dataRes, total: reply.numReg };
}
