import { code, flagSN, int, object, str } from '../../schemas/routeSchema.js';
import { nint, nstr, reportPaging } from '../reports/reportSchemas.js';

type JsonSchema = Record<string, unknown>;

/** OpenAPI tags of the administration calls. */
export const ADMIN_TAGS = ['User administration'];
/** Path prefix of the portal calls. */
export const P = '/wscomun/portalinformes';

const list = (items: JsonSchema) => ({ type: 'array', items });

/** Organisation id of the caller (checked when given). */
export const idOrganizacion = code('Organisation id of the session');

/** Paging fields of the administration lists (spec 1 §7.4): offset, numRows, orderBy, order, search, filters. */
export const adminPaging = (filters: Record<string, JsonSchema> = {}) => ({
  ...reportPaging,
  filters: { ...object(filters), type: ['object', 'null'], description: 'Exact filters' },
});

/** A portal user as the administration screen shows it (spec 1 §3). */
export const portalUserRow = object({
  usuario: str('ERP user code'), login: str('Login name'), nombre: str(), email: str(), telefono: str(), fechaAlta: nstr('DD/MM/YYYY'),
  activoSN: flagSN('S when the user is active in the portal'), empresa: str(), nombreEmpresa: str(), idRol: nint(), role: nstr('Role code; null until configured'),
  cliente: nstr(), clienteNombre: nstr(), sucursal: nstr(), sucursalNombre: nstr(),
  sucursales: list(object({ sucursal: str(), razonSocial: str() })),
  representante: nstr(), agente: nstr(), representanteNombre: nstr(), proveedor: nstr(), proveedorNombre: nstr(), sucursalProv: nstr(), sucursalProvNombre: nstr(),
  usuarioModificacion: nstr('Administrator who saved the user last'), fechaModificacion: nstr('DD/MM/YYYY HH:mm of the last save'),
  opciones: list(object({ id: int(), codigo: str(), nombre: str(), orden: int(), valueSN: flagSN() })),
  informes: list(object({ informe: str(), descripcion: str(), valueSN: flagSN() })),
});

/** Reply of the user lists: rows in result, total in totalRows. */
export const userListReply = (row: JsonSchema) => object({ statusCode: str(), totalRows: int('Rows matching the search'), result: list(row) });
