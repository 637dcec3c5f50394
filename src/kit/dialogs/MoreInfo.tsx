import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** The technical detail of a failure (server text, status, code), folded under "More information" so that users first read the catalogue message. */
export function MoreInfo({ detail }: { detail?: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!detail) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="more-info">
      <Button size="small" color="inherit" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />} sx={{ px: 0.5, textTransform: 'none' }}>
        {t('errors.moreInfo')}
      </Button>
      <Collapse in={open} id={id}>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', fontFamily: 'monospace', pt: 0.5 }} data-testid="more-info-detail">{detail}</Typography>
      </Collapse>
    </Box>
  );
}
