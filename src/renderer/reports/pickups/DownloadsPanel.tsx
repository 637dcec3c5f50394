import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActionOptionsDownloadsPanel } from '../../../engine/definition/reportDefinition.gen';
import { actionOptions } from '../../../engine/definition/registryOptions';
import { buildPayload } from '../../../engine/request/buildPayload';
import { mapRows } from '../../../engine/reply/mapReply';
import { getPath } from '../../../engine/values/getPath';
import type { ActionHandler, ActionRun } from '../../actions/actionTypes';
import { openPendingTab } from '../../downloads/documentFiles';
import { iconRegistry } from '../../registries/iconRegistry';

/** A kind of document the panel offers: the line fields that may hold it (url or base64), label and icon. */
export type PanelDocument = NonNullable<ActionOptionsDownloadsPanel['documents']>[number];

/** Documents of a row, from its detail lines: each kind with the distinct values that exist. */
export function collectDocuments(lines: Record<string, unknown>[], kinds: PanelDocument[]): { kind: PanelDocument; values: string[] }[] {
  return kinds.map((kind) => ({
    kind,
    values: [...new Set(lines.flatMap((l) => kind.fields.map((f) => getPath(l, f)).filter((v): v is string => typeof v === 'string' && v !== '')))],
  })).filter((d) => d.values.length > 0);
}

function DownloadsPanelDialog({ run, onClose }: { run: ActionRun; props: Record<string, unknown>; onClose: () => void }) {
  const { t } = run;
  const kinds = actionOptions(run.action, 'downloadsPanel').documents ?? [];
  const query = useQuery({
    queryKey: ['downloads-panel', run.definition.code, JSON.stringify(run.row)],
    queryFn: async () => {
      const request = run.action.request!;
      const reply = await run.erp.post(request.endpoint, buildPayload(request, { ...run.context, row: run.row ?? {} }));
      return mapRows(run.action.reply, reply.data).rows;
    },
  });
  const docs = collectDocuments(query.data ?? [], kinds);
  const open = (values: string[]) => values.forEach((v) => openPendingTab().show(v));
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="downloads-panel">
      <DialogTitle>{t('pickups.downloads')}</DialogTitle>
      <DialogContent>
        {query.isLoading && <CircularProgress aria-label={t('messages.cargandoContenido')} />}
        {query.isError && <Typography color="error">{t('messages.errorDefault')}</Typography>}
        {query.isSuccess && docs.length === 0 && <Typography>{t('pickups.noDocuments')}</Typography>}
        <Stack spacing={1}>
          {docs.map(({ kind, values }) => {
            const Icon = iconRegistry.get(kind.icon);
            return (
              <Button key={kind.labelKey} variant="outlined" startIcon={<Icon />} onClick={() => open(values)} data-document={kind.labelKey} sx={{ justifyContent: 'flex-start' }}>
                {t(kind.labelKey)}{values.length > 1 ? ` (${values.length})` : ''}
              </Button>
            );
          })}
          {docs.length > 1 && (
            <Button variant="contained" onClick={() => open(docs.flatMap((d) => d.values))} data-document="all">{t('pickups.allDocuments')}</Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('common.back')}</Button></DialogActions>
    </Dialog>
  );
}

/** The downloads panel of a pickup/delivery: buttons only for the documents that exist, plus all. */
export const downloadsPanel: ActionHandler = {
  async run(run) {
    run.openDialog({});
  },
  Dialog: DownloadsPanelDialog,
};
