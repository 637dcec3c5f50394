import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ErpClient } from '../../api/erpClient';
import { showAlert } from '../../kit/dialogs/notifications';
import { SaveViewDialog } from './SaveViewDialog';
import type { ReportViewsApi } from './useReportViews';
import { deleteView, markView, optionsOf, saveView, type SavedView, type ViewOptions } from './viewCalls';
import { viewErrorText } from './viewErrors';
import { viewName } from './viewName';

/**
 * Managing the views: which one opens by default (the standard, a preset, an own or a shared view), pins on the home, and for the user's own
 * views run on open, rename and share (the edit dialog) and delete (confirmed).
 */
export function ManageViewsDialog({ code, erp, views, onClose }: { code: string; erp: ErpClient; views: ReportViewsApi; onClose: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SavedView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = views.data?.views ?? [];
  const defaultId = views.data?.defaultId ?? null;
  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      await views.refresh();
    } catch (error) {
      setFailure(viewErrorText(t, error));
    }
  };
  const setDefault = (id: string) => run(() => markView(erp, code, id, { isDefault: true }));
  const remove = async (view: SavedView) => {
    const answer = await showAlert({ type: 'default', title: t('views.deleteTitle'), message: t('views.deleteConfirm', { name: view.name }), acceptLabel: t('views.delete'), cancelLabel: t('common.cancel') });
    if (answer !== 'accept') return;
    await run(async () => {
      await deleteView(erp, view.id);
      if (views.activeId === view.id) views.detach();
    });
  };
  const edit = async (view: SavedView, options: ViewOptions) => {
    await saveView(erp, code, view.state, options, view.id);
    await views.refresh();
  };
  const ownNames = (except: string) => new Set(list.filter((v) => v.own && v.id !== except).map((v) => v.name.trim().toLowerCase()));
  const shared = (v: SavedView) => (v.preset ? t('views.preset') : v.sharedAll ? t('views.shareAll')
    : v.sharedRoles.map((r) => views.data?.roles.find((x) => x.role === r)?.descripcion || r).join(', ') || t('views.personal'));
  return (
    <Dialog open onClose={onClose} aria-labelledby="manage-views-title" data-testid="manage-views-dialog" fullWidth maxWidth="md">
      <DialogTitle id="manage-views-title">{t('views.manageTitle')}</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{failure}</Alert>}
        <Table size="small" aria-labelledby="manage-views-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('views.default')}</TableCell>
              <TableCell>{t('views.name')}</TableCell>
              <TableCell>{t('views.author')}</TableCell>
              <TableCell>{t('views.sharing')}</TableCell>
              <TableCell>{t('views.runOnOpen')}</TableCell>
              <TableCell>{t('views.pinned')}</TableCell>
              <TableCell>{t('views.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow data-view="">
              <TableCell><Radio checked={defaultId === null} onChange={() => void setDefault('')} slotProps={{ input: { 'aria-label': `${t('views.default')}: ${t('views.standard')}` } }} /></TableCell>
              <TableCell>{t('views.standard')}</TableCell>
              <TableCell colSpan={5} />
            </TableRow>
            {list.map((v) => {
              const name = viewName(t, v);
              return (
                <TableRow key={v.id} data-view={v.id}>
                  <TableCell><Radio checked={defaultId === v.id} onChange={() => void setDefault(v.id)} slotProps={{ input: { 'aria-label': `${t('views.default')}: ${name}` } }} /></TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell>{v.preset ? '' : v.own ? t('views.me') : v.author}</TableCell>
                  <TableCell>{shared(v)}</TableCell>
                  <TableCell>
                    {v.own ? <Checkbox checked={v.runOnOpen} onChange={(e) => void run(() => saveView(erp, code, v.state, { ...optionsOf(v, defaultId), runOnOpen: e.target.checked }, v.id))}
                      slotProps={{ input: { 'aria-label': `${t('views.runOnOpen')}: ${name}` } }} /> : (v.runOnOpen ? t('views.yes') : t('views.no'))}
                  </TableCell>
                  <TableCell>
                    {!v.preset && <Checkbox checked={v.pinned} onChange={(e) => void run(() => markView(erp, code, v.id, { pinned: e.target.checked }))}
                      slotProps={{ input: { 'aria-label': `${t('views.pinned')}: ${name}`, 'data-testid': 'view-pin' } as object }} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {v.own && (
                      <>
                        <IconButton size="small" onClick={() => setEditing(v)} aria-label={`${t('views.edit')}: ${name}`} data-testid="view-edit"><EditIcon fontSize="small" /></IconButton>
                        <IconButton size="small" onClick={() => void remove(v)} aria-label={`${t('views.delete')}: ${name}`} data-testid="view-delete"><DeleteIcon fontSize="small" /></IconButton>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('common.close')}</Button></DialogActions>
      {editing && (
        <SaveViewDialog title={t('views.editTitle')} initial={optionsOf(editing, defaultId)} takenNames={ownNames(editing.id)} canShare={views.data?.canShare ?? false}
          roles={views.data?.roles ?? []} onSubmit={(options) => edit(editing, options)} onClose={() => setEditing(null)} />
      )}
    </Dialog>
  );
}
