import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import { isMarked } from '../../../engine/orders/purchaseOrderMarks';
import type { CellProps } from '../../cells/cellTypes';
import { useReportRuntime } from '../../grid/ReportRuntime';
import { orderLine, type PurchaseOrderOptions } from './purchaseOrderLines';

/** The 'generate OC' checkbox of an order line: toggles its mark; a line with a purchase order shows checked and locked (spec 2 §4). */
export function GenerateOcCell({ row, column }: CellProps) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const line = orderLine(row, column as CellProps['column'] & { options: PurchaseOrderOptions }, runtime.context);
  return (
    <Checkbox size="small" sx={{ p: 0.5 }} checked={line.locked || isMarked(line, runtime.marks)} disabled={line.locked}
      data-testid="generate-oc" data-locked={line.locked ? 'S' : 'N'}
      slotProps={{ input: { 'aria-label': t(line.locked ? 'orders.purchaseOrder.locked' : 'orders.columns.generateOc') } }}
      onChange={(e) => runtime.setMark(line.key, e.target.checked)} />
  );
}
