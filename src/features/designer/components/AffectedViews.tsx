import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { AffectedView } from '../api/designerApi';

/**
 * The users' saved views this definition would leave with parts it no longer has: publishing is not refused (each view then opens with the
 * rest and tells its user what was dropped), but the administrator sees whose views change before publishing.
 */
export function AffectedViews({ views }: { views: AffectedView[] }) {
  const { t } = useTranslation();
  const parts = (v: AffectedView) => [
    v.filtros.length ? t('designer.editor.affectedFilters', { names: v.filtros.join(', ') }) : '',
    v.columnas.length ? t('designer.editor.affectedColumns', { names: v.columnas.join(', ') }) : '',
    v.orden ? t('designer.editor.affectedSort', { name: v.orden }) : '',
    v.filaFiltros.length ? t('designer.editor.affectedFilterRow', { names: v.filaFiltros.join(', ') }) : '',
  ].filter(Boolean).join('; ');
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid="designer-affected-views">
      <AlertTitle>{t('designer.editor.affectedViews', { count: views.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {views.map((v) => <li key={v.id} data-view={v.id}>{t('designer.editor.affectedView', { name: v.nombre, author: v.autorNombre || v.autor, parts: parts(v) })}</li>)}
      </ul>
    </Alert>
  );
}
