import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { Problem } from '../problems';

export interface ErrorListProps {
  problems: Problem[];
  /** Moves the editor to a problem. */
  onSelect: (problem: Problem) => void;
}

/** The problems of the edited definition, each a button that takes the editor to its place. */
export function ErrorList({ problems, onSelect }: ErrorListProps) {
  const { t } = useTranslation();
  const titleId = 'designer-error-list-title';
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="designer-errors">
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('designer.errorList.title')} ({problems.length})
      </Typography>
      {problems.length === 0 ? (
        <Alert severity="success" variant="outlined" sx={{ mt: 1 }}>{t('designer.errorList.none')}</Alert>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
          {problems.map((p) => {
            const where = p.path || t('designer.errorList.root');
            return (
              <ListItem key={p.key} disablePadding divider>
                <ListItemButton onClick={() => onSelect(p)} title={t('designer.errorList.goTo', { path: where })} data-testid="designer-error">
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {p.kind === 'orphan' ? <LinkOffIcon fontSize="small" color="warning" /> : <ErrorOutlineIcon fontSize="small" color="error" />}
                  </ListItemIcon>
                  <ListItemText primary={p.text}
                    secondary={p.kind === 'parse' ? null : <><Box component="code" sx={{ fontSize: 12 }}>{where}</Box>{p.range && !p.range.exact ? ` ${t('designer.errorList.notExact')}` : ''}</>} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
