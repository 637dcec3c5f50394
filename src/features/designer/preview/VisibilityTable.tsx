import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VisibilityItem } from '../../../engine/definition/explainVisibility';
import { getPointer } from './getPointer';

/** The label of an item: its text key translated in the definition's namespace (its own texts, then the catalogues), else its id. */
export function useItemLabel(ns: string): (item: { labelKey?: string; id: string }) => string {
  const { t, i18n } = useTranslation();
  return (item) => (item.labelKey && i18n.exists(item.labelKey, { ns }) ? t(item.labelKey, { ns }) : item.id);
}

/** For the previewed user: every field, column, action and download, whether it shows and the condition that decided it. */
export function VisibilityTable({ items, definition, ns }: { items: VisibilityItem[]; definition: unknown; ns: string }) {
  const { t } = useTranslation();
  const label = useItemLabel(ns);
  return (
    <Table size="small" data-testid="preview-visibility" aria-label={t('designer.preview.visibility')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('designer.preview.item')}</TableCell>
          <TableCell>{t('designer.preview.shown')}</TableCell>
          <TableCell>{t('designer.preview.decidedBy')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.path} data-item={`${item.kind}:${item.id}`} data-visible={item.visible ? 'S' : 'N'}>
            <TableCell>
              <Typography variant="body2">{label(item)}</Typography>
              <Typography variant="caption" color="text.secondary">{t(`designer.preview.kinds.${item.kind}`)} · {item.id}</Typography>
            </TableCell>
            <TableCell sx={{ color: item.visible ? 'success.main' : 'text.secondary', fontWeight: 600 }}>{item.visible ? t('designer.preview.yes') : t('designer.preview.no')}</TableCell>
            <TableCell>
              {item.decidedBy ? (
                <>
                  <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>{item.decidedBy}</Typography>
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {JSON.stringify(getPointer(definition, item.decidedBy))}
                  </Typography>
                </>
              ) : <Typography variant="caption" color="text.secondary">{t('designer.preview.always')}</Typography>}
              {item.fixedValue !== undefined && (
                <Typography variant="caption" component="div">{t('designer.preview.fixedTo', { value: JSON.stringify(item.fixedValue) })}</Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
