import type { ClientConnection, ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { Column, ReportDefinition, ReplySpec, ValueExpr } from '../../engine/definition/reportDefinition.gen';
import { rowFieldsRead } from '../../engine/exports/rowFieldsRead';
import type { GridToolsQuery } from '../../engine/grid/gridTools';
import { buildPayload } from '../../engine/request/buildPayload';
import type { SortRequest } from '../actions/actionTypes';
import { EXPORT_PAGE_ROWS } from './exportJob';
import type { PagedSearch } from './readPages';

/**
 * The search on screen as a worker reads it again page by page: its call with the grid's sort, filter row and search (and extra payload
 * fields), in pages of EXPORT_PAGE_ROWS; the row fields the columns read and extra.fields (null: every field), where the service takes them
 * (request.paging.fields).
 */
export function pagedSearchOf(s: { definition: ReportDefinition; context: ConditionContext; sort?: SortRequest | undefined; gridQuery?: GridToolsQuery | undefined; total?: number | undefined },
  columns: readonly Column[], extra?: { payload?: Record<string, ValueExpr | undefined> | undefined; reply?: ReplySpec | undefined; fields?: readonly string[] | null | undefined }): PagedSearch {
  const request = s.definition.request!;
  const body = { ...buildPayload(request, s.context, { page: 1, pageSize: EXPORT_PAGE_ROWS, sort: s.sort, ...s.gridQuery }),
    ...buildPayload({ endpoint: request.endpoint, payload: extra?.payload ?? {} }, s.context) };
  // A service that returns only the fields asked is asked for those the columns read (every field when that cannot be told).
  const fieldsParam = request.paging?.fields;
  const fields = fieldsParam && extra?.fields !== null ? rowFieldsRead(columns) : null;
  if (fieldsParam && fields) body[fieldsParam] = [...new Set([...fields, ...(extra?.fields ?? [])])].join(',');
  return {
    endpoint: request.endpoint, body, paging: { offset: request.paging?.offset, numRows: request.paging?.numRows, fields: request.paging?.fields },
    pageSize: EXPORT_PAGE_ROWS, total: s.total ?? 0, reply: extra?.reply ?? s.definition.reply,
  };
}

/** How a worker reaches the services: the page client's connection with an absolute base address (the worker's script lives elsewhere). */
export function workerConnection(erp: ErpClient, pageUrl: string): ClientConnection {
  const connection = erp.connection?.() ?? { baseUrl: '', session: {}, onPremise: false };
  const baseUrl = new URL(connection.baseUrl || '/', pageUrl).href.replace(/\/$/, '');
  return { ...connection, baseUrl };
}
