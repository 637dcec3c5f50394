import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { Action } from '../../engine/definition/reportDefinition.gen';
import { iconRegistry } from '../registries/iconRegistry';
import { useReportRuntime } from './ReportRuntime';

/** The icon buttons of a row's actions, shown and enabled by their conditions. */
export function ActionButtons({ actions, row }: { actions: readonly Action[]; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const ctx = { ...runtime.context, row };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {actions.filter((a) => evaluateCondition(a.visibleWhen, ctx)).map((a) => {
        const Icon = iconRegistry.get(a.icon);
        const disabled = a.disabledWhen ? evaluateCondition(a.disabledWhen, ctx) : false;
        return (
          <Tooltip key={a.id} title={t(a.labelKey)}>
            <span>
              <IconButton size="small" color="primary" disabled={disabled} aria-label={t(a.labelKey)} data-action={a.id}
                onClick={(e) => { e.stopPropagation(); runtime.runAction(a, { row }); }}>
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
