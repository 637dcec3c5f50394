import { describeFailure } from '../../../api/describeFailure';
import { ErpCallError } from '../../../api/ErpCallError';
import { showAlert } from '../../../kit/dialogs/notifications';
import { clearMarks, orderSelection } from '../../../engine/orders/purchaseOrderMarks';
import { buildPayload } from '../../../engine/request/buildPayload';
import { getPath } from '../../../engine/values/getPath';
import type { ActionHandler } from '../../actions/actionTypes';
import { alertInfo } from '../../actions/reportAlerts';
import { loadedOrderLines } from './purchaseOrderLines';

/** The text of an infoMsg that may come as text or as {code, message}. */
function infoText(value: unknown): string {
  if (typeof value === 'string') return value;
  const message = getPath(value, 'message');
  return typeof message === 'string' ? message : '';
}

/**
 * Generates purchase orders from the marked lines of the expanded orders (spec 2 §4, §7): one request per order with its
 * remaining lines marked S/N (the action's request, row = the order's first line plus `lineas`). No marked line: 'noLineasSeleccionadas'.
 * After success the generated lines reload locked.
 */
export const generatePurchaseOrder: ActionHandler = {
  async run(run) {
    const { t } = run;
    const request = run.action.request;
    if (!request) throw new Error(`${run.action.id}: generatePurchaseOrder needs a request`);
    const orders = loadedOrderLines(run.definition, run.queryClient, run.rows ?? [], run.context)
      .map((o) => ({ ...o, selection: orderSelection(o.lines, run.marks) }))
      .filter((o) => o.selection !== null);
    if (orders.length === 0) {
      await alertInfo(t, 'messages.noLineasSeleccionadas');
      return;
    }
    const messages: string[] = [];
    let marks = run.marks;
    try {
      for (const order of orders) {
        const selection = order.selection!;
        const row = { ...selection[0]!.line.row, lineas: selection.map((s) => ({ ...s.line.row, marcado: s.marcado })) };
        const reply = await run.erp.post(request.endpoint, buildPayload(request, { ...run.context, row }));
        messages.push(infoText(getPath(reply.data, 'dataRes.infoMsg') ?? getPath(reply.data, 'infoMsg')));
        marks = clearMarks(marks, selection.filter((s) => s.marcado === 'S').map((s) => s.line.key));
        await run.queryClient.invalidateQueries({ queryKey: ['report-detail', run.definition.code, order.orderId] });
      }
    } catch (error) {
      run.setMarks(marks);
      if (error instanceof ErpCallError) {
        // A message key the server names is shown in the user's language; any other server text only under "More information".
        const keyed = error.serverMessage && /^\w+$/.test(error.serverMessage) ? t(`messages.${error.serverMessage}`, { defaultValue: '' }) || undefined : undefined;
        const message = error.kind === 'network' ? t('errors.connection') : keyed ?? t('messages.errorDefaultDesc');
        await showAlert({ type: 'errorWButton', title: t('messages.errorGenerarOC'), message, detail: describeFailure(error) });
      } else {
        await showAlert({ type: 'errorWButton', title: t('messages.errorProcesarSolicitud'), message: t('orders.purchaseOrder.unknownError'), detail: describeFailure(error) });
      }
      return;
    }
    run.setMarks(marks);
    await showAlert({ type: 'infoWButton', title: t('messages.ocGeneradaExito'), message: messages.filter(Boolean).join('\n') });
  },
};
