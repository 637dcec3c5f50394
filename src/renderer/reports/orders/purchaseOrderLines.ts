import { detailTables } from '../../../engine/definition/detailTables';
import type { QueryClient } from '@tanstack/react-query';
import { evaluateCondition } from '../../../engine/conditions/evaluateCondition';
import type { ConditionContext } from '../../../engine/conditions/conditionContext';
import type { CellOptionsGenerateOc, Column, ReportDefinition } from '../../../engine/definition/reportDefinition.gen';
import type { MarkableLine } from '../../../engine/orders/purchaseOrderMarks';
import { getPath } from '../../../engine/values/getPath';
import { rowIdOf } from '../../grid/rowIdOf';

/** Options of the generateOc cell, which the purchase-order toolbar actions read too. */
export type PurchaseOrderOptions = CellOptionsGenerateOc;

/** An order line with its purchase-order state. */
export type OrderLine = MarkableLine & { row: Record<string, unknown> };

/** The generateOc column of the report's detail (field = the line's generarOC flag, options = key and lock). */
export function purchaseOrderColumn(definition: ReportDefinition): Column & { options: PurchaseOrderOptions } {
  const column = definition.result.kind === 'grid' ? detailTables(definition.result.detail)[0]?.columns.find((c) => c.cell === 'generateOc') : undefined;
  if (!column?.options) throw new Error(`${definition.code}: the purchase-order actions need a detail column with cell 'generateOc' and its options`);
  return column as Column & { options: PurchaseOrderOptions };
}

/** A detail line as the marking sees it: its key, whether it is locked and its own flag. */
export function orderLine(row: Record<string, unknown>, column: Column & { options: PurchaseOrderOptions }, ctx: ConditionContext): OrderLine {
  return {
    row,
    key: rowIdOf(column.options.key, row),
    locked: evaluateCondition(column.options.lockedWhen, { ...ctx, row }),
    initiallyMarked: getPath(row, column.field) === 'S',
  };
}

/** The loaded lines of each order on screen (expanded orders have them in the detail cache), by order. */
export function loadedOrderLines(definition: ReportDefinition, queryClient: QueryClient, orders: readonly Record<string, unknown>[], ctx: ConditionContext): { orderId: string; lines: OrderLine[] }[] {
  if (definition.result.kind !== 'grid') return [];
  const rowKey = definition.result.rowKey;
  const column = purchaseOrderColumn(definition);
  return orders.flatMap((order) => {
    const orderId = rowIdOf(rowKey, order);
    const rows = queryClient.getQueryData<Record<string, unknown>[]>(['report-detail', definition.code, orderId]);
    return rows ? [{ orderId, lines: rows.map((r) => orderLine(r, column, ctx)) }] : [];
  });
}
