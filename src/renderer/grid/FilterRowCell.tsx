import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFilterProps, CustomFloatingFilterProps } from 'ag-grid-react';
import { useGridFilter } from 'ag-grid-react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { FilterOperator } from '../../engine/definition/reportDefinition.gen';
import { columnOperators, filterKind } from '../../engine/grid/gridTools';
import { useGridToolsContext } from './useGridTools';

/** How long typing waits before the filter applies (Enter applies at once). */
const APPLY_DELAY_MS = 600;

/** Catalogue name and short sign of each operator (the sign shows in the cell, the name in the list and to screen readers). */
const OPERATORS: Record<FilterOperator, { key: string; sign: string }> = {
  contains: { key: 'contains', sign: '*a*' },
  startswith: { key: 'startsWith', sign: 'a*' },
  endswith: { key: 'endsWith', sign: '*a' },
  '=': { key: 'equal', sign: '=' },
  '<>': { key: 'notEqual', sign: '≠' },
  '<': { key: 'lessThan', sign: '<' },
  '>': { key: 'greaterThan', sign: '>' },
  '<=': { key: 'lessOrEqual', sign: '≤' },
  '>=': { key: 'greaterOrEqual', sign: '≥' },
};

/** The label of an operator in the user's language. */
export const operatorLabel = (t: (key: string) => string, op: FilterOperator) => t(`grid.operators.${OPERATORS[op].key}`);

/** The column filter behind a filter cell: the server filters, so every row on screen passes. */
export function ServerFilter(_props: CustomFilterProps) {
  useGridFilter({ doesFilterPass: () => true });
  return null;
}

/** A cell of the filter row under a header: operator and value; Enter or a pause in typing applies it (the server filters, from page 1). */
export function FilterRowCell(props: CustomFloatingFilterProps) {
  const { t } = useTranslation();
  const tools = useGridToolsContext();
  const field = props.column.getColId();
  const column = tools.columns.find((c) => c.field === field);
  const operators = column ? columnOperators(column) : [];
  const current = tools.filters[field];
  const [operator, setOperator] = useState<FilterOperator>(current?.operator ?? operators[0] ?? 'contains');
  const [text, setText] = useState(current?.value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest tools for the delayed apply.
  const latest = useRef(tools);
  latest.current = tools;
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!column) return null;
  const header = props.column.getColDef().headerName ?? field;
  const kind = filterKind(column);
  const invalid = tools.invalid.find((i) => i.field === field);

  const apply = (op: FilterOperator, value: string) => {
    clearTimeout(timer.current);
    const before = latest.current.filters[field];
    const next = value.trim() === '' ? undefined : { operator: op, value };
    if (before?.operator === next?.operator && before?.value === next?.value) return;
    latest.current.setFilter(field, next);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', gap: 0.5 }} data-filter-cell={field}>
      <Select variant="standard" disableUnderline value={operator} size="small"
        inputProps={{ 'aria-label': t('grid.filterOperator', { column: header }) }}
        renderValue={(op) => <span title={operatorLabel(t, op)}>{OPERATORS[op].sign}</span>}
        onChange={(e) => {
          const op = e.target.value as FilterOperator;
          setOperator(op);
          if (text.trim() !== '') apply(op, text);
        }}
        sx={{ minWidth: 34, fontSize: 13, '& .MuiSelect-select': { py: 0.25, pl: 0.5, pr: '18px !important' }, '& .MuiSvgIcon-root': { right: -2 } }}>
        {operators.map((op) => <MenuItem key={op} value={op} dense>{OPERATORS[op].sign} · {operatorLabel(t, op)}</MenuItem>)}
      </Select>
      {column.format === 'flagIcon' ? (
        // Yes/no columns choose the value (S or N) instead of typing it.
        <Select variant="standard" disableUnderline value={text} displayEmpty size="small"
          inputProps={{ 'aria-label': t('grid.filterValue', { column: header }) }}
          onChange={(e) => { setText(e.target.value); apply(operator, e.target.value); }}
          sx={{ flex: 1, minWidth: 0, fontSize: 13, px: 0.75, border: 1, borderRadius: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <MenuItem value="" dense>{t('grid.any')}</MenuItem>
          <MenuItem value="S" dense>{t('grid.yes')}</MenuItem>
          <MenuItem value="N" dense>{t('grid.no')}</MenuItem>
        </Select>
      ) : (
        <InputBase value={text} size="small" error={Boolean(invalid)}
          placeholder={kind === 'date' ? t('grid.datePlaceholder') : undefined}
          title={invalid ? t(invalid.expected === 'date' ? 'grid.filterInvalidDate' : 'grid.filterInvalidNumber') : undefined}
          inputProps={{ 'aria-label': t('grid.filterValue', { column: header }), 'aria-invalid': Boolean(invalid), inputMode: kind === 'number' ? 'decimal' : undefined }}
          onChange={(e) => {
            const value = e.target.value;
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(operator, value), APPLY_DELAY_MS);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply(operator, text);
            }
          }}
          sx={{
            flex: 1, minWidth: 0, fontSize: 13, px: 0.75, border: 1, borderRadius: 1, bgcolor: 'background.paper',
            borderColor: invalid ? 'error.main' : 'divider', '&.Mui-focused': { borderColor: invalid ? 'error.main' : 'primary.main' },
          }} />
      )}
    </Box>
  );
}
