import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PublishIcon from '@mui/icons-material/Publish';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';

export interface EditorToolbarProps {
  busy: 'save' | 'discard' | 'publish' | 'withdraw' | null;
  dirty: boolean;
  hasDraft: boolean;
  /** A version is published (it can be withdrawn). */
  published: boolean;
  canExport: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onPublish: () => void;
  onWithdraw: () => void;
  onHistory: () => void;
  /** The text of a chosen file. */
  onImport: (text: string) => void;
  onExport: () => void;
}

/** The editor's commands: draft, publish, withdraw the publication, history, import and export. */
export function EditorToolbar({ busy, dirty, hasDraft, published, canExport, onSave, onDiscard, onPublish, onWithdraw, onHistory, onImport, onExport }: EditorToolbarProps) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1.5 }} role="toolbar" aria-label={t('designer.title')}>
      <Button variant="contained" startIcon={<SaveOutlinedIcon />} onClick={onSave} disabled={!dirty || busy !== null} loading={busy === 'save'} data-testid="designer-save">
        {t('designer.actions.saveDraft')}
      </Button>
      <Button variant="outlined" color="success" startIcon={<PublishIcon />} onClick={onPublish} disabled={busy !== null} data-testid="designer-publish">
        {t('designer.actions.publish')}
      </Button>
      <Button variant="outlined" color="warning" startIcon={<DeleteOutlineIcon />} onClick={onDiscard} disabled={(!dirty && !hasDraft) || busy !== null} loading={busy === 'discard'}
        data-testid="designer-discard">
        {t('designer.actions.discardDraft')}
      </Button>
      <Button variant="outlined" color="error" startIcon={<UnpublishedOutlinedIcon />} onClick={onWithdraw} disabled={!published || busy !== null} loading={busy === 'withdraw'}
        data-testid="designer-withdraw">
        {t('designer.actions.withdraw')}
      </Button>
      <Button startIcon={<HistoryIcon />} onClick={onHistory} data-testid="designer-history-open">{t('designer.actions.history')}</Button>
      <Button startIcon={<FileUploadOutlinedIcon />} onClick={() => file.current?.click()} data-testid="designer-import">{t('designer.actions.import')}</Button>
      <input ref={file} type="file" accept=".json,application/json" hidden aria-label={t('designer.actions.import')} data-testid="designer-import-file"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void chosen.text().then(onImport);
        }} />
      <Button startIcon={<FileDownloadOutlinedIcon />} onClick={onExport} disabled={!canExport} data-testid="designer-export">{t('designer.actions.export')}</Button>
    </Stack>
  );
}
