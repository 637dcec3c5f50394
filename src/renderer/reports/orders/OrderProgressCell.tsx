import { useTranslation } from 'react-i18next';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { cellOptions } from '../../../engine/definition/registryOptions';
import { EMPTY_CELL } from '../../../engine/format/formatCell';
import { progressSteps, type ProgressStep } from '../../../engine/orders/progressSteps';
import { getPath } from '../../../engine/values/getPath';
import type { CellProps } from '../../cells/cellTypes';
import { LightIcon } from '../../cells/LightIcon';
import { useOrderSteps } from './useOrderSteps';

const ICON_STYLE = { fontSize: 14 } as const;
const DOTS_STYLE = { display: 'flex', gap: 2 } as const;
const DOT_STYLE = { display: 'inline-flex' } as const;

/** One dot of the progress: filled (earlier), check (current) or hollow (later); its step's name shows on hover (`data-tip`). */
function StepDot({ step }: { step: ProgressStep }) {
  const [icon, colour] = step.state === 'current' ? [CheckCircleIcon, 'success'] : step.state === 'done' ? [FiberManualRecordIcon, 'primary'] : [RadioButtonUncheckedIcon, 'disabled'];
  // The dots sit in an image whose label says the whole progress: the tooltip describes a dot instead of naming it.
  return <span style={DOT_STYLE} data-step={step.state} data-tip={step.label}><LightIcon icon={icon} className={`light-color-${colour}`} style={ICON_STYLE} /></span>;
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
    <div className="light-lines" data-testid="order-progress" data-status={String(value ?? '')}>
      <span style={DOTS_STYLE} role="img" aria-label={t('orders.progress.label', { status: label, step: current + 1, total: steps.length })}>
        {steps.map((s) => <StepDot key={s.id} step={s} />)}
      </span>
      <span className="light-caption">{label}</span>
    </div>
  );
}
