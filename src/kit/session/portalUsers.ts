import { pagingParams } from '../../api/paging';
import type { PortalUserRow } from '../../domain/users/portalUserRow';
import { erpCall } from './portalClient';
import { appStore, sessionAtom } from './sessionStore';

/** A page of a list and the rows of the whole search. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** What a paged list asks for: page (from 1), rows per page, sort and search. */
export interface ListQuery {
  page: number;
  rowsPerPage: number;
  orderBy: string;
  order: 'ASC' | 'DESC';
  search: string;
}

/** The paging, sort and search of a list call's body. */
export const listBody = (q: ListQuery) => ({ ...pagingParams(q.page, q.rowsPerPage), orderBy: q.orderBy, order: q.order, search: q.search });

/** Portal users (listadoUsuarios), or the one user of `usuario`: the user administration lists them, the designer offers them as holders of a report. */
export async function listPortalUsers(q: ListQuery, usuario?: string): Promise<Page<PortalUserRow>> {
  const session = appStore.get(sessionAtom);
  if (!session) throw new Error('No session');
  const reply = await erpCall('/wscomun/portalinformes/listadoUsuarios', {
    idOrganizacion: session.idOrganizacion, ...listBody(q), ...(usuario ? { filters: { usuario } } : {}),
  });
  return { rows: reply.result, total: reply.totalRows };
}
