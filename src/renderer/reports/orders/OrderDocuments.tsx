import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { evaluateCondition } from '../../../engine/conditions/evaluateCondition';
import type { Action, OrderDocument } from '../../../engine/definition/reportDefinition.gen';
import { buildPayload } from '../../../engine/request/buildPayload';
import { resolveValue } from '../../../engine/values/resolveValue';
import type { DocumentOptions } from '../../actions/documentAction';
import { alertInfo } from '../../actions/reportAlerts';
import { useReportRuntime } from '../../grid/ReportRuntime';
import { iconRegistry } from '../../registries/iconRegistry';

type Row = Record<string, unknown>;

/** The downloads area of the order detail: a button per document whose conditions hold. */
export function OrderDocuments({ documents, order, lines, lineActions }: { documents: readonly OrderDocument[]; order: Row; lines: readonly Row[]; lineActions: readonly Action[] }) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; action: Action; rows: { row: Row; label: string }[] } | null>(null);
  const ctx = { ...runtime.context, row: order };

  const open = (document: OrderDocument, action: Action, anchor: HTMLElement) => {
    if (!document.lineAction) {
      runtime.runAction(action, { row: order });
      return;
    }
    const seen = new Set<string>();
    const rows = lines.map((l) => ({ ...order, ...l })).filter((row) => {
      if (!evaluateCondition(action.visibleWhen, { ...runtime.context, row })) return false;
      const identity = JSON.stringify(action.request ? buildPayload(action.request, { ...runtime.context, row }) : row);
      if (seen.has(identity)) return false;
      seen.add(identity);
      return true;
    });
    if (rows.length === 1) runtime.runAction(action, { row: rows[0]! });
    else if (rows.length > 1) {
      setMenu({ anchor, action, rows: rows.map((row) => ({ row, label: document.choiceLabel ? String(resolveValue(document.choiceLabel, { ...runtime.context, row }) ?? '') : '' })) });
    } else {
      const options = (action.options ?? {}) as DocumentOptions;
      void alertInfo(t, options.missingKey ?? 'messages.notFacturaFound', options.missingDescKey);
    }
  };

  const buttons = documents.flatMap((d) => {
    const action = d.action ?? lineActions.find((a) => a.id === d.lineAction);
    if (!action || !evaluateCondition(d.visibleWhen, ctx) || (!d.lineAction && !evaluateCondition(action.visibleWhen, ctx))) return [];
    return [{ document: d, action }];
  });
  if (buttons.length === 0) return <Typography variant="body2" color="text.secondary">{t('orders.detail.noDocuments')}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="order-documents">
      {buttons.map(({ document, action }) => {
        const Icon = iconRegistry.get(action.icon);
        return (
          <Button key={action.id} variant="outlined" startIcon={<Icon />} data-document={action.id} onClick={(e) => open(document, action, e.currentTarget)}>
            {t(action.labelKey)}
          </Button>
        );
      })}
      <Menu open={Boolean(menu)} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu?.rows.map(({ row, label }, i) => (
          <MenuItem key={`${label}-${i}`} onClick={() => { runtime.runAction(menu.action, { row }); setMenu(null); }}>{label || t(menu.action.labelKey)}</MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
