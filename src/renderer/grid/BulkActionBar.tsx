import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ConditionContext } from '../../engine/conditions/conditionContext';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { Action, Column, GridResult } from '../../engine/definition/reportDefinition.gen';
import { actionRegistry } from '../actions/actionRegistry';
import type { ActionTarget } from '../actions/actionTypes';
import { iconRegistry } from '../registries/iconRegistry';
import { GridToolbar } from './GridToolbar';
import type { GridTools } from './useGridTools';

/**
 * The line above the grid: the toolbar actions (one that works on the selected rows is disabled until some are, and counts them; none acts
 * on an empty result), then the search panel and the column chooser; `start` goes first (the Resumen button).
 */
export function BulkActionBar({ result, actions, context, selected, rows, total, target, tools, columns, onRun, start }: {
  result: GridResult;
  actions: Action[];
  context: ConditionContext;
  selected: Record<string, unknown>[];
  /** The rows on screen. */
  rows: Record<string, unknown>[];
  total: number;
  /** What a toolbar action works on besides its rows: the grid's sort, filter row and search, and the columns shown. */
  target: Omit<ActionTarget, 'rows' | 'row'>;
  tools: GridTools;
  /** The columns visible by their conditions (the column chooser's list). */
  columns: Column[];
  onRun: (action: Action, target: ActionTarget) => void;
  /** Shown first on the line (the Resumen button). */
  start?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {start}
      {actions.map((a) => {
        const Icon = iconRegistry.get(a.icon);
        const needsSelection = actionRegistry.get(a.action).usesSelection === true;
        return (
          <Button key={a.id} variant="outlined" size="small" startIcon={<Icon />} data-action={a.id}
            disabled={(needsSelection && selected.length === 0) || total === 0 || (a.disabledWhen ? evaluateCondition(a.disabledWhen, context) : false)}
            onClick={() => onRun(a, { rows: needsSelection ? selected : rows, ...target })}>
            {t(a.labelKey)}{needsSelection && selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        );
      })}
      <GridToolbar result={result} visible={columns} tools={tools} />
    </Stack>
  );
}
