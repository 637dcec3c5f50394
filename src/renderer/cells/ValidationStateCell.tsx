import { useTranslation } from 'react-i18next';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { CellProps } from './cellTypes';

/** Validation indicator: S green check, N red cancel, anything else an exclamation (spec 2 §4). */
export function ValidationStateCell({ value }: CellProps) {
  const { t } = useTranslation();
  if (value === 'S') return <Tooltip title={t('report.validated')}><CheckCircleIcon color="success" fontSize="small" aria-label={t('report.validated')} /></Tooltip>;
  if (value === 'N') return <Tooltip title={t('report.rejected')}><CancelIcon color="error" fontSize="small" aria-label={t('report.rejected')} /></Tooltip>;
  return <Tooltip title={t('report.pendingValidation')}><ErrorOutlineIcon fontSize="small" aria-label={t('report.pendingValidation')} /></Tooltip>;
}
