import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { GridResult } from '../../engine/definition/reportDefinition.gen';
import type { InvalidFilter } from '../../engine/grid/gridTools';

/** A filter-row value that is not a date or a number is not applied: said in words, not only with the cell's red border. */
export function FilterInvalidAlert({ result, invalid }: { result: GridResult; invalid: InvalidFilter[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="status" data-testid="grid-filter-invalid">
      {invalid.map((i) => `${t(result.columns.find((c) => c.field === i.field)?.headerKey ?? i.field)}: ${t(i.expected === 'date' ? 'grid.filterInvalidDate' : 'grid.filterInvalidNumber')}`).join(' · ')}
    </Alert>
  );
}
