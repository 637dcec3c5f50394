import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import CloseIcon from '@mui/icons-material/Close';
import { describeFailure } from '../../api/describeFailure';
import { FailureAlert } from '../../kit/dialogs/FailureAlert';
import { ErpCallError } from '../../api/ErpCallError';
import { evaluateCondition } from '../../engine/conditions/evaluateCondition';
import { actionOptions } from '../../engine/definition/registryOptions';
import { buildPayload } from '../../engine/request/buildPayload';
import { getPath } from '../../engine/values/getPath';
import { resolveValue } from '../../engine/values/resolveValue';
import type { ActionRun } from '../actions/actionTypes';
import { DetailCard } from './DetailCard';

type Row = Record<string, unknown>;

/** A record opened from a row or the toolbar (e.g. the client info dialog of spec 2 §2.3): loads it with the action's request and shows its cards. */
export function RecordDialog({ run, onClose }: { run: ActionRun; props: Record<string, unknown>; onClose: () => void }) {
  const { t } = run;
  const options = actionOptions(run.action, 'recordDialog');
  const request = run.action.request;
  if (!request) throw new Error(`${run.definition.code}: the recordDialog action ${run.action.id} needs a request`);
  const context = { ...run.context, row: run.row ?? {} };
  const payload = buildPayload(request, context);
  const record = useQuery({
    queryKey: ['report-record', run.definition.code, run.action.id, payload],
    queryFn: async () => (getPath((await run.erp.post(request.endpoint, payload)).data, options.record ?? 'dataRes') ?? {}) as Row,
  });
  const titleValue = options.title ? resolveValue(options.title, context) : '';
  const cards = options.cards.filter((c) => evaluateCondition(c.visibleWhen, { ...context, row: record.data ?? {} }));
  const notFound = record.error instanceof ErpCallError && record.error.status === 404;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="record-dialog-title" data-testid="record-dialog">
      <DialogTitle id="record-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>{t(options.titleKey, { value: titleValue })}</Box>
        <IconButton onClick={onClose} aria-label={t('common.close')} edge="end"><CloseIcon /></IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {record.isFetching && <LinearProgress aria-label={t('messages.cargandoContenido')} sx={{ mb: 2 }} />}
        {record.isError && (
          <FailureAlert severity={notFound ? 'warning' : 'error'} testId="record-error" title={notFound ? t('messages.noExisteElemento') : t('messages.errorDefault')}
            message={notFound ? undefined : t('messages.errorDefaultDesc')} detail={describeFailure(record.error)} />
        )}
        {!record.isError && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(Math.max(cards.length, 1), 2)}, minmax(0, 1fr))` }, gap: 2 }}>
            {cards.map((c) => <DetailCard key={c.titleKey} titleKey={c.titleKey} fields={c.fields} row={record.data ?? {}} loading={!record.isSuccess} />)}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
