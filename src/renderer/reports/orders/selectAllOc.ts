import { toggleAll } from '../../../engine/orders/purchaseOrderMarks';
import type { ActionHandler } from '../../actions/actionTypes';
import { alertInfo } from '../../actions/reportAlerts';
import { loadedOrderLines } from './purchaseOrderLines';

/** Select all: marks every not-yet-generated line of the expanded orders, or unmarks them when all are already marked (spec 2 §4). */
export const selectAllOc: ActionHandler = {
  async run(run) {
    const lines = loadedOrderLines(run.definition, run.queryClient, run.rows ?? [], run.context).flatMap((o) => o.lines);
    if (!lines.some((l) => !l.locked)) {
      await alertInfo(run.t, 'orders.purchaseOrder.expandFirst', 'orders.purchaseOrder.expandFirstDesc');
      return;
    }
    run.setMarks(toggleAll(lines, run.marks));
  },
};
