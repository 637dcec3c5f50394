import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { cellOptions } from '../../../engine/definition/registryOptions';
import { EMPTY_CELL } from '../../../engine/format/formatCell';
import { getPath } from '../../../engine/values/getPath';
import type { CellProps } from '../../cells/cellTypes';


/** 'OC generated': a check with the purchase-order number when the line has one (value S), else a dash. */
export function OcGeneratedCell({ row, column, value }: CellProps) {
  const { t } = useTranslation();
  if (value !== 'S') return <span data-testid="oc-generated" data-generated="N">{EMPTY_CELL}</span>;
  const field = cellOptions(column, 'ocGenerated').numberField;
  const number = field ? getPath(row, field) : undefined;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }} data-testid="oc-generated" data-generated="S">
      <CheckCircleIcon sx={{ fontSize: 16 }} aria-label={t('orders.columns.ocGenerated')} />
      <span>{typeof number === 'string' || typeof number === 'number' ? String(number) : t('common.yes')}</span>
    </Stack>
  );
}
