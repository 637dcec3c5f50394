import { erp } from '../../../kit/session/portalClient';
import type { LookupItem } from '../../../renderer/lookup/lookupSources';
import type { PickerLoad } from '../../../renderer/lookup/CodeNamePicker';

const P = '/wscomun/portalinformes';
/** Rows per page of the customer picker (spec 3 §9) and of the branch picker (spec 3 §9, reports: 10 for branches). */
export const CUSTOMER_PAGE = 10;

async function page(path: string, body: Record<string, unknown>, pageNo: number) {
  const reply = await erp().post<{ dataRes?: LookupItem[]; numReg?: number }>(`${P}/${path}`, { ...body, offset: CUSTOMER_PAGE * (pageNo - 1) + 1, numRows: CUSTOMER_PAGE });
  const items = (reply.data.dataRes ?? []).map((i) => ({ codigo: i.codigo, nombre: i.nombre }));
  return { items, total: Number(reply.data.numReg ?? items.length) };
}

/** The customers the user may quote (lovClte: a representative's own, every one for an administrator), by name. */
export const loadCustomers: PickerLoad = (search, pageNo, exactCode) =>
  page('lovClte', { orderBy: 'nombre', order: 'ASC', ...(exactCode ? { cliente: exactCode } : search ? { search } : {}) }, pageNo);

/** The branches of a customer (lovDic), by code. */
export const branchLoader = (cliente: string): PickerLoad => (search, pageNo, exactCode) =>
  page('lovDic', { cliente, orderBy: 'codigo', order: 'ASC', ...(exactCode ? { sucursal: exactCode } : search ? { search } : {}) }, pageNo);
