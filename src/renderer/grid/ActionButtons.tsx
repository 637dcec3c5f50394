import { useTranslation } from 'react-i18next';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import type { Action } from '../../engine/definition/reportDefinition.gen';
import { LightIcon } from '../cells/LightIcon';
import { iconRegistry } from '../registries/iconRegistry';
import { useReportRuntime } from './ReportRuntime';

const FULL_HEIGHT = { height: '100%' } as const;

/**
 * The icon buttons of a row's actions, shown and enabled by their conditions. Drawn on every row of a page, so they are plain
 * buttons with the portal's light classes and a `data-tip` tooltip (LightControlStyles, DataTipTooltip).
 */
export function ActionButtons({ actions, row }: { actions: readonly Action[]; row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const ctx = { ...runtime.context, row };
  return (
    <span className="light-row" style={FULL_HEIGHT}>
      {actions.filter((a) => evaluateCondition(a.visibleWhen, ctx)).map((a) => {
        const disabled = a.disabledWhen ? evaluateCondition(a.disabledWhen, ctx) : false;
        return (
          <button key={a.id} type="button" className="light-icon-button" disabled={disabled} aria-label={t(a.labelKey)} data-tip={t(a.labelKey)} data-action={a.id}
            onClick={(e) => { e.stopPropagation(); runtime.runAction(a, { row }); }}>
            <LightIcon icon={iconRegistry.get(a.icon)} />
          </button>
        );
      })}
    </span>
  );
}
