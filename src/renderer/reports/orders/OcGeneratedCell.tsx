import { useTranslation } from 'react-i18next';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { cellOptions } from '../../../engine/definition/registryOptions';
import { EMPTY_CELL } from '../../../engine/format/formatCell';
import { getPath } from '../../../engine/values/getPath';
import type { CellProps } from '../../cells/cellTypes';
import { LightIcon } from '../../cells/LightIcon';

/** 'OC generated': a check with the purchase-order number when the line has one (value S), else a dash. */
export function OcGeneratedCell({ row, column, value }: CellProps) {
  const { t } = useTranslation();
  if (value !== 'S') return <span data-testid="oc-generated" data-generated="N">{EMPTY_CELL}</span>;
  const field = cellOptions(column, 'ocGenerated').numberField;
  const number = field ? getPath(row, field) : undefined;
  return (
    <span className="light-row light-color-success" data-testid="oc-generated" data-generated="S">
      <span role="img" aria-label={t('orders.columns.ocGenerated')} style={{ display: 'inline-flex' }}><LightIcon icon={CheckCircleIcon} style={{ fontSize: 16 }} /></span>
      <span>{typeof number === 'string' || typeof number === 'number' ? String(number) : t('common.yes')}</span>
    </span>
  );
}
