import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PORTAL_ROLES, type VisibilityMatrixRow } from '../../../engine/definition/explainVisibility';
import { useItemLabel } from './VisibilityTable';

/** Who sees what: items of the definition down, roles across, a tick where a typical user of the role sees the item. */
export function RoleMatrix({ rows, ns }: { rows: VisibilityMatrixRow[]; ns: string }) {
  const { t } = useTranslation();
  const label = useItemLabel(ns);
  return (
    <Table size="small" data-testid="preview-matrix" aria-label={t('designer.preview.matrix')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('designer.preview.item')}</TableCell>
          {PORTAL_ROLES.map((r) => <TableCell key={r} align="center" sx={{ whiteSpace: 'nowrap' }}>{t(`designer.roles.${r}`)}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.path} data-item={`${row.kind}:${row.id}`}>
            <TableCell>
              <Typography variant="body2">{label(row)}</Typography>
              <Typography variant="caption" color="text.secondary">{t(`designer.preview.kinds.${row.kind}`)}</Typography>
            </TableCell>
            {PORTAL_ROLES.map((r) => (
              <TableCell key={r} align="center" data-role={r} data-visible={row.byRole[r] ? 'S' : 'N'}
                aria-label={`${t(`designer.roles.${r}`)}: ${row.byRole[r] ? t('designer.preview.yes') : t('designer.preview.no')}`}
                sx={{ color: row.byRole[r] ? 'success.main' : 'text.disabled', fontWeight: 600 }}>
                {row.byRole[r] ? '✓' : '—'}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
