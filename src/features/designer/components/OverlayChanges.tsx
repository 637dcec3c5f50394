import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';

export interface OverlayChangesProps {
  keys: string[];
  onRevert: (key: string) => void;
}

/** The top-level parts an overlay changes, each with a button that gives it back to the standard. */
export function OverlayChanges({ keys, onRevert }: OverlayChangesProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="designer-overlay-changes" sx={{ my: 1 }} data-testid="designer-overlay-changes">
      <Typography id="designer-overlay-changes" variant="subtitle2" component="h3">{t('designer.editor.changedKeys')}</Typography>
      {keys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('designer.editor.noChangedKeys')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 0.5 }}>
          {keys.map((key) => (
            <Button key={key} size="small" variant="outlined" startIcon={<UndoIcon />} onClick={() => onRevert(key)} data-testid={`designer-revert-${key}`}>
              {t('designer.editor.revert', { key })}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
}
