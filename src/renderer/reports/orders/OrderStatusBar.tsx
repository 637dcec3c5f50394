import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { StepIconProps } from '@mui/material/StepIcon';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { progressSteps } from '../../../engine/orders/progressSteps';
import { useOrderSteps } from './useOrderSteps';

function StatusIcon({ active, completed }: StepIconProps) {
  if (active) return <CheckCircleIcon color="success" />;
  if (completed) return <FiberManualRecordIcon color="primary" />;
  return <RadioButtonUncheckedIcon color="disabled" />;
}

/** The order's status as a progress bar over the session's web statuses: earlier steps filled, the current one checked, later ones hollow. */
export function OrderStatusBar({ status }: { status: unknown }) {
  const steps = progressSteps(useOrderSteps(), status);
  const active = steps.findIndex((s) => s.state === 'current');
  return (
    <Stepper activeStep={active} alternativeLabel data-testid="order-status-bar" data-status={String(status ?? '')}>
      {steps.map((s) => (
        <Step key={s.id} completed={s.state === 'done'}>
          <StepLabel slots={{ stepIcon: StatusIcon }} sx={s.state === 'current' ? { '& .MuiStepLabel-label': { fontWeight: 700 } } : undefined}>{s.label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
