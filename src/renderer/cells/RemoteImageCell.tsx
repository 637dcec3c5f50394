import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { cellOptions } from '../../engine/definition/registryOptions';
import { buildPayload } from '../../engine/request/buildPayload';
import { getPath, isEmpty } from '../../engine/values/getPath';
import { useReportRuntime } from '../grid/ReportRuntime';
import type { CellProps } from './cellTypes';

/** Address of the image of a reply: the first non-empty string at the url paths. */
export function imageUrlOf(body: unknown, paths: readonly string[]): string | null {
  for (const p of paths) {
    const v = getPath(body, p);
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return null;
}

/**
 * A picture fetched per row: the row's request gives a (signed) address, shown as a thumbnail; a click or Enter enlarges it in a dialog.
 * Rows without a picture, or whose request fails, show a neutral placeholder instead of a broken image.
 */
export function RemoteImageCell({ row, column, value }: CellProps) {
  const { t } = useTranslation();
  const runtime = useReportRuntime();
  const options = cellOptions(column, 'remoteImage');
  const size = options.size ?? 50;
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const payload = buildPayload(options.request, { ...runtime.context, row });
  // Cached per row (its payload), so a row shown again or its enlarged picture does not ask again while the signed link is fresh.
  const query = useQuery({
    queryKey: ['remote-image', runtime.definition.code, column.field, payload],
    queryFn: async ({ signal }) => imageUrlOf((await runtime.erp.post(options.request.endpoint, payload, { signal })).data, options.url),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const description = options.altField ? getPath(row, options.altField) : undefined;
  const alt = !isEmpty(description) ? String(description) : t('report.imageOf', { code: isEmpty(value) ? '' : String(value) });

  if (query.isLoading) return <Skeleton variant="rectangular" width={size} height={size} aria-label={t('messages.cargandoContenido')} data-testid="remote-image-loading" />;
  if (!query.data || broken) {
    return (
      <Tooltip title={t('report.noImage')}>
        <Box role="img" aria-label={t('report.noImage')} data-testid="remote-image-none"
          sx={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.disabled', bgcolor: 'action.hover', borderRadius: 1 }}>
          <ImageNotSupportedOutlined fontSize="small" />
        </Box>
      </Tooltip>
    );
  }
  const url = query.data;
  return (
    <>
      <ButtonBase onClick={(e) => { e.stopPropagation(); setOpen(true); }} aria-label={t('report.enlargeImage', { name: alt })} aria-haspopup="dialog" data-testid="remote-image"
        sx={{ width: size, height: size, borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper', '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}>
        <Box component="img" src={url} alt={alt} loading="lazy" onError={() => setBroken(true)} sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }} />
      </ButtonBase>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: options.dialogMaxWidth ?? 800 } } }}
          aria-labelledby={`remote-image-${column.field}-title`} data-testid="remote-image-dialog" onClick={(e) => e.stopPropagation()}>
          <DialogTitle id={`remote-image-${column.field}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ flex: 1 }}>{alt}</Box>
            <IconButton onClick={() => setOpen(false)} aria-label={t('common.close')} edge="end"><CloseIcon /></IconButton>
          </DialogTitle>
          <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center' }}>
            <Box component="img" src={url} alt={alt} sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** Height of the grid's rows so every picture column's thumbnail fits (never below the grid's own row height). */
export function rowHeightForImages(columns: readonly CellProps['column'][], base: number): number {
  const sizes = columns.filter((c) => c.cell === 'remoteImage').map((c) => cellOptions(c, 'remoteImage').size ?? 50);
  return Math.max(base, ...sizes.map((s) => s + 8));
}
