import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import dayjs from 'dayjs';
import { evaluateCondition } from '../../../engine/conditions/evaluateCondition';
import { cellOptions } from '../../../engine/definition/registryOptions';
import { ISO } from '../../../engine/filters/dates';
import { EMPTY_CELL } from '../../../engine/format/formatCell';
import { formatDate } from '../../../engine/format/formatDate';
import { lateDeliveryDays, shownDeliveryDate } from '../../../engine/orders/lateDelivery';
import { lastStepId } from '../../../engine/orders/progressSteps';
import { getPath } from '../../../engine/values/getPath';
import { resolveValue } from '../../../engine/values/resolveValue';
import type { CellProps } from '../../cells/cellTypes';
import { useReportRuntime } from '../../grid/ReportRuntime';
import { useOrderSteps } from './useOrderSteps';


/** Delivery date of an order, highlighted with the days of delay when the order is late (spec 2 §4). */
export function LateDeliveryCell({ row, column, value }: CellProps) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const lastStatus = lastStepId(useOrderSteps());
  const options = cellOptions(column, 'lateDelivery');
  const ctx = { ...runtime.context, row };
  const status = getPath(row, options.statusField);
  const text = formatDate(shownDeliveryDate(value, status) as string | null) || EMPTY_CELL;
  const days = evaluateCondition(options.lateWhen, ctx)
    ? lateDeliveryDays({
      deliveryDate: value, status, lastStatus, today: ctx.limits?.today ?? dayjs().format(ISO),
      graceDays: options.graceDays ? Number(resolveValue(options.graceDays, ctx)) || 0 : 0,
    })
    : null;
  if (days === null) return <span>{text}</span>;
  const message = t(days === 1 ? 'orders.late.delayOne' : 'orders.late.delayMany', { count: days });
  return (
    <Tooltip title={message}>
      <Stack sx={{ height: '100%', justifyContent: 'center', color: 'error.main', lineHeight: 1.2 }} data-testid="late-delivery" data-days={days}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', fontWeight: 700 }}>
          <WarningAmberIcon sx={{ fontSize: 16 }} aria-hidden />
          <span>{text}</span>
        </Stack>
        {evaluateCondition(options.delayMessageWhen, ctx) && <Typography variant="caption" noWrap>{message}</Typography>}
      </Stack>
    </Tooltip>
  );
}
