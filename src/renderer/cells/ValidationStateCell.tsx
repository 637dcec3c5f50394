import { useTranslation } from 'react-i18next';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { CellProps } from './cellTypes';
import { LightIcon } from './LightIcon';

const CELL_STYLE = { display: 'inline-flex', alignItems: 'center', height: '100%' } as const;

/** Validation indicator: S green check, N red cancel, anything else an exclamation (spec 2 §4); its meaning shows on hover. */
export function ValidationStateCell({ value }: CellProps) {
  const { t } = useTranslation();
  const [icon, colour, labelKey] = value === 'S' ? [CheckCircleIcon, 'light-color-success', 'report.validated']
    : value === 'N' ? [CancelIcon, 'light-color-error', 'report.rejected'] : [ErrorOutlineIcon, undefined, 'report.pendingValidation'];
  return (
    <span style={CELL_STYLE} role="img" aria-label={t(labelKey)} data-tip={t(labelKey)}>
      <LightIcon icon={icon} className={colour} />
    </span>
  );
}
