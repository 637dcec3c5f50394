import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MappedRows } from '../../../engine/reply/mapReply';
import type { PreviewCall } from './previewClient';

const MAX_TEXT = 20_000;

/** A JSON value as indented text, cut when very long. */
function jsonText(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? '';
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n…` : text;
}

function Section({ title, testId, children }: { title: string; testId: string; children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">{title}</Typography>
      <Box component="pre" data-testid={testId} tabIndex={0}
        sx={{ m: 0, maxHeight: 260, overflow: 'auto', fontSize: 12, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {children}
      </Box>
    </Paper>
  );
}

/** Side by side: the form's current values, the request the engine built, the service's raw reply and the rows the engine mapped from it. */
export function ExchangePanels({ values, call, rows }: { values: Record<string, unknown>; call: PreviewCall | undefined; rows: MappedRows | undefined }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Section title={t('designer.preview.values')} testId="preview-values">{jsonText(values)}</Section>
      <Section title={call ? t('designer.preview.requestTo', { endpoint: call.endpoint }) : t('designer.preview.request')} testId="preview-request">
        {call ? jsonText({ ...call.payload, tira: call.payload.tira ? '…' : undefined }) : t('designer.preview.noRequest')}
      </Section>
      <Section title={call ? t('designer.preview.replyStatus', { status: call.status ?? '—', ms: call.ms }) : t('designer.preview.reply')} testId="preview-reply">
        {call ? jsonText(call.reply) : t('designer.preview.noRequest')}
      </Section>
      <Section title={rows ? t('designer.preview.rowsCount', { rows: rows.rows.length, total: rows.total }) : t('designer.preview.rows')} testId="preview-rows">
        {rows ? jsonText(rows.rows) : t('designer.preview.noRequest')}
      </Section>
    </Box>
  );
}
