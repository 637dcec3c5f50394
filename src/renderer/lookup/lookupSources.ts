import type { LookupSpec } from '../../engine/definition/reportDefinition.gen';
import { Registry } from '../registries/Registry';

/** One lookup result: code, optional sub-code (agent) and name. */
export interface LookupItem {
  codigo: string;
  nombre: string;
  subfield?: string;
}

/** How a lookup source is queried (spec 1 §7.3). */
export interface LookupSource {
  endpoint: string;
  /** Body field that carries an exact code. */
  codeParam: string;
  /** Rows per page of the selection dialog. */
  pageSize: number;
  /** Fixed body fields. */
  constants?: Record<string, unknown>;
}

/** Lookup sources by the ids definitions use. */
export const lookupSources = new Registry<LookupSource>('lookup source');
const P = '/wscomun/portalinformes';
const SOURCES: Record<LookupSpec['source'], LookupSource> = {
  clientes: { endpoint: `${P}/lovClte`, codeParam: 'cliente', pageSize: 10, constants: { orderBy: 'nombre', order: 'ASC' } },
  sucursales: { endpoint: `${P}/lovDic`, codeParam: 'sucursal', pageSize: 10, constants: { orderBy: 'codigo', order: 'ASC' } },
  representantes: { endpoint: `${P}/lovRep`, codeParam: 'representante', pageSize: 5, constants: { orderBy: 'nombre', order: 'ASC' } },
  representantesPropios: { endpoint: `${P}/getRepres`, codeParam: 'representante', pageSize: 5, constants: { orderBy: 'nombre', order: 'ASC' } },
  zonas: { endpoint: `${P}/lovZon`, codeParam: 'zona', pageSize: 5, constants: { orderBy: 'codigo', order: 'ASC' } },
  sucursalesProveedor: { endpoint: `${P}/lovSucursalProveedor`, codeParam: 'sucursal', pageSize: 10, constants: { orderBy: 'codigo', order: 'ASC' } },
  proveedores: { endpoint: `${P}/lovProv`, codeParam: 'proveedor', pageSize: 10, constants: { estado: 'A', conCompras: 'N', orderBy: 'nombre', order: 'ASC' } },
};
for (const [id, source] of Object.entries(SOURCES)) lookupSources.register(id, source);
