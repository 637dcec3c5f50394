import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { cellOptions } from '../../../engine/definition/registryOptions';
import { EMPTY_CELL } from '../../../engine/format/formatCell';
import { progressSteps, type ProgressStep } from '../../../engine/orders/progressSteps';
import { getPath } from '../../../engine/values/getPath';
import type { CellProps } from '../../cells/cellTypes';
import { useOrderSteps } from './useOrderSteps';


const ICON_SX = { fontSize: 14 } as const;

/** One dot of the progress: filled (earlier), check (current) or hollow (later). */
function StepDot({ step }: { step: ProgressStep }) {
  const icon = step.state === 'current' ? <CheckCircleIcon color="success" sx={ICON_SX} />
    : step.state === 'done' ? <FiberManualRecordIcon color="primary" sx={ICON_SX} />
      : <RadioButtonUncheckedIcon color="disabled" sx={ICON_SX} />;
  // The dots sit in an image whose label says the whole progress: the tooltip describes a dot (when shown) instead of naming it.
  return <Tooltip title={step.label} describeChild><span style={{ display: 'inline-flex' }} data-step={step.state}>{icon}</span></Tooltip>;
}

/** The order's web status as progress over the session's status steps, with the status name (spec 2 §4). */
export function OrderProgressCell({ row, column, value }: CellProps) {
  const { t } = useTranslation();
  const steps = progressSteps(useOrderSteps(), value);
  const current = steps.findIndex((s) => s.state === 'current');
  const labelField = cellOptions(column, 'orderProgress').labelField;
  const fromRow = labelField ? getPath(row, labelField) : undefined;
  const label = typeof fromRow === 'string' && fromRow ? fromRow : (steps[current]?.label ?? EMPTY_CELL);
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', lineHeight: 1.2 }} data-testid="order-progress" data-status={String(value ?? '')}>
      <Stack direction="row" spacing={0.25} role="img" aria-label={t('orders.progress.label', { status: label, step: current + 1, total: steps.length })}>
        {steps.map((s) => <StepDot key={s.id} step={s} />)}
      </Stack>
      <Typography variant="caption" noWrap>{label}</Typography>
    </Stack>
  );
}
