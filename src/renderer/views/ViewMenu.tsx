import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import GroupsIcon from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import PushPinIcon from '@mui/icons-material/PushPin';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import SaveIcon from '@mui/icons-material/Save';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import type { ErpClient } from '../../api/erpClient';
import { notify, showAlert } from '../../kit/dialogs/notifications';
import { ManageViewsDialog } from './ManageViewsDialog';
import { SaveViewDialog } from './SaveViewDialog';
import type { ReportViewsApi } from './useReportViews';
import { optionsOf, saveView, type SavedView, type ViewOptions } from './viewCalls';
import { viewErrorText } from './viewErrors';
import { viewName } from './viewName';

/** Copies a link; where the browser refuses, the link is shown to copy by hand. */
async function copyLink(href: string, texts: { copied: string; title: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(href);
    notify('success', texts.copied);
  } catch {
    await showAlert({ type: 'infoWButton', title: texts.title, message: href });
  }
}

/**
 * The view menu beside the report's title (Fiori's variant management): the views the user may open, the one applied (marked when the screen
 * differs from it), Save, Save as…, Manage… and Copy link. A menu of radio items; the dialogs are forms.
 */
export function ViewMenu({ code, erp, views }: { code: string; erp: ErpClient; views: ReportViewsApi }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'saveAs' | 'manage' | null>(null);
  const list = views.data?.views ?? [];
  const defaultId = views.data?.defaultId ?? null;
  const active = views.active;
  const close = () => setAnchor(null);
  const ownNames = new Set(list.filter((v) => v.own).map((v) => v.name.trim().toLowerCase()));
  const choose = (view: SavedView | null) => {
    close();
    views.apply(view, { search: view?.runOnOpen ?? false });
  };
  const save = async () => {
    close();
    if (!active?.own) return;
    try {
      const id = await saveView(erp, code, views.snapshot(), optionsOf(active, defaultId), active.id);
      views.saved(id);
      await views.refresh();
      notify('success', t('views.saved', { name: active.name }));
    } catch (error) {
      notify('error', viewErrorText(t, error));
    }
  };
  const saveAs = async (options: ViewOptions) => {
    const id = await saveView(erp, code, views.snapshot(), options);
    views.saved(id);
    await views.refresh();
    notify('success', t('views.saved', { name: options.name }));
  };
  const name = viewName(t, active);
  return (
    <>
      <Button color="inherit" variant="outlined" size="small" endIcon={<ArrowDropDownIcon />} onClick={(e) => setAnchor(e.currentTarget)} data-testid="view-menu"
        aria-haspopup="menu" aria-expanded={anchor ? 'true' : 'false'} aria-controls={anchor ? 'report-view-menu' : undefined}
        aria-label={`${t('views.menu')}: ${name}${views.dirty ? ` (${t('views.modified')})` : ''}`}
        sx={{ textTransform: 'none', maxWidth: 280, mr: 1, borderColor: 'rgba(255,255,255,0.6)' }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-testid="view-name-shown">{name}</Box>
        {views.dirty && <Box component="span" data-testid="view-modified" title={t('views.modified')} sx={{ ml: 0.5, fontWeight: 700 }}>*</Box>}
      </Button>
      <Menu id="report-view-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-label': t('views.menu'), dense: true }, paper: { sx: { minWidth: 260, maxHeight: 'min(70vh, 560px)' } } }}>
        <MenuItem role="menuitemradio" aria-checked={!active} onClick={() => choose(null)} data-view="">
          <ListItemIcon>{!active && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText primary={t('views.standard')} secondary={defaultId === null ? t('views.isDefault') : undefined} />
        </MenuItem>
        {list.map((v) => (
          <MenuItem key={v.id} role="menuitemradio" aria-checked={active?.id === v.id} onClick={() => choose(v)} data-view={v.id}>
            <ListItemIcon>{active?.id === v.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={viewName(t, v)}
              secondary={[v.id === defaultId ? t('views.isDefault') : '', v.preset ? t('views.preset') : v.own ? '' : t('views.sharedBy', { name: v.author })].filter(Boolean).join(' · ') || undefined} />
            {v.id === defaultId && <StarIcon fontSize="small" color="warning" sx={{ ml: 1 }} aria-hidden />}
            {(v.sharedAll || v.sharedRoles.length > 0) && !v.preset && <GroupsIcon fontSize="small" sx={{ ml: 0.5 }} aria-hidden />}
            {v.pinned && <PushPinIcon fontSize="small" sx={{ ml: 0.5 }} aria-hidden />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void save()} disabled={!active?.own || !views.dirty} data-testid="view-save">
          <ListItemIcon><SaveIcon fontSize="small" /></ListItemIcon><ListItemText>{t('views.save')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => { close(); setDialog('saveAs'); }} data-testid="view-save-as">
          <ListItemIcon><SaveAsIcon fontSize="small" /></ListItemIcon><ListItemText>{t('views.saveAs')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => { close(); setDialog('manage'); }} data-testid="view-manage">
          <ListItemIcon><SettingsIcon fontSize="small" /></ListItemIcon><ListItemText>{t('views.manage')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => { close(); void copyLink(views.link(), { copied: t('views.linkCopied'), title: t('views.copyLink') }); }} data-testid="view-copy-link">
          <ListItemIcon><LinkIcon fontSize="small" /></ListItemIcon><ListItemText>{t('views.copyLink')}</ListItemText>
        </MenuItem>
      </Menu>
      {dialog === 'saveAs' && (
        <SaveViewDialog title={t('views.saveAsTitle')} takenNames={ownNames} canShare={views.data?.canShare ?? false} roles={views.data?.roles ?? []}
          initial={{ name: '', runOnOpen: false, isDefault: false, pinned: false, sharedRoles: [], sharedAll: false }} onSubmit={saveAs} onClose={() => setDialog(null)} />
      )}
      {dialog === 'manage' && <ManageViewsDialog code={code} erp={erp} views={views} onClose={() => setDialog(null)} />}
    </>
  );
}
