import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ErpClient } from '../../api/erpClient';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { RuleFailure } from '../../engine/filters/checkRules';
import type { FieldState } from '../../engine/filters/fieldStates';
import { FilterForm } from '../form/FilterForm';
import type { ReportFormContext } from '../form/formContext';
import { SelectionList } from '../selection/SelectionList';
import { FilterButtons } from './FilterButtons';

/** The filter form: its fields, a selection result's list, the warning of the rules that block the search, and Clear and Search; submitting searches. */
export function ReportFilters({ definition: def, filters, values, states, formContext, erp, context, clears, blocking, downloading, onChange, onSearch, onClear }: {
  definition: ReportDefinition;
  /** The filter values as edited (without the choice view's value), which a selection list's rows join. */
  filters: Record<string, unknown>;
  /** The values the form shows. */
  values: Record<string, unknown>;
  states: Record<string, FieldState>;
  formContext: ReportFormContext;
  erp: ErpClient;
  context: ConditionContext;
  /** How many times the form was cleared: a selection list starts afresh at each. */
  clears: number;
  blocking: RuleFailure[];
  downloading: boolean;
  onChange: (values: Record<string, unknown>) => void;
  onSearch: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const result = def.result;
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); onSearch(); }} data-testid="report-filters">
      <FilterForm definition={def} values={values} states={states} formContext={formContext} onChange={onChange} />
      {result.kind === 'selection' && (
        <SelectionList key={clears} result={result} erp={erp} context={context} value={Array.isArray(values[result.field]) ? values[result.field] as Record<string, unknown>[] : []}
          onChange={(rows) => onChange({ ...filters, [result.field]: rows })} />
      )}
      {blocking.length > 0 && <Alert severity="warning" sx={{ mt: 2 }} data-testid="filter-warning">{blocking.map((b) => t(b.messageKey, b.params)).join(' ')}</Alert>}
      {/* A search-box form is only its fields: Enter or Tab in them searches. */}
      {!def.filters.searchBox && <FilterButtons result={result} disabled={blocking.length > 0} downloading={downloading} onClear={onClear} />}
    </Box>
  );
}
