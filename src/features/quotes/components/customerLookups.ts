import { erpCall } from '../../../kit/session/portalClient';
import type { PickerLoad } from '../../../renderer/lookup/CodeNamePicker';

const P = '/wscomun/portalinformes';
/** Rows per page of the customer picker (spec 3 §9) and of the branch picker (spec 3 §9, reports: 10 for branches). */
export const CUSTOMER_PAGE = 10;

/** The paging fields of a picker page (from 1). */
const pageOf = (pageNo: number) => ({ offset: CUSTOMER_PAGE * (pageNo - 1) + 1, numRows: CUSTOMER_PAGE });

/** The items of a picker page and the rows of the whole search. */
function itemsOf(reply: { dataRes: { codigo: string; nombre: string }[]; numReg: number }) {
  const items = (reply.dataRes ?? []).map((i) => ({ codigo: i.codigo, nombre: i.nombre }));
  return { items, total: Number(reply.numReg ?? items.length) };
}

/** The customers the user may quote (lovClte: a representative's own, every one for an administrator), by name. */
export const loadCustomers: PickerLoad = async (search, pageNo, exactCode) => itemsOf(await erpCall(`${P}/lovClte`, {
  orderBy: 'nombre', order: 'ASC', ...pageOf(pageNo), ...(exactCode ? { cliente: exactCode } : search ? { search } : {}),
}));

/** The branches of a customer (lovDic), by code. */
export const branchLoader = (cliente: string): PickerLoad => async (search, pageNo, exactCode) => itemsOf(await erpCall(`${P}/lovDic`, {
  cliente, orderBy: 'codigo', order: 'ASC', ...pageOf(pageNo), ...(exactCode ? { sucursal: exactCode } : search ? { search } : {}),
}));
