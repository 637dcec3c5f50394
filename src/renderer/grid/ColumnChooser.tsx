import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { Column } from '../../engine/definition/reportDefinition.gen';
import { isColumnShown, isHideable, type ColumnChoice } from '../../engine/grid/gridTools';

/** A menu of check items (role menuitemcheckbox) that shows and hides the hideable columns (those visible by their conditions). */
export function ColumnChooser({ columns, choice, onToggle }: { columns: Column[]; choice: ColumnChoice; onToggle: (field: string, shown: boolean) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hideable = columns.filter(isHideable);
  if (hideable.length === 0) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<ViewColumnIcon />} onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu" aria-expanded={anchor ? 'true' : 'false'} aria-controls={anchor ? 'grid-column-chooser' : undefined} data-testid="column-chooser">
        {t('grid.columns')}
      </Button>
      <Menu id="grid-column-chooser" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('grid.columnsMenu'), dense: true }, paper: { sx: { maxHeight: 'min(70vh, 520px)' } } }}>
        {hideable.map((c) => {
          const shown = isColumnShown(c, choice);
          return (
            <MenuItem key={c.field} role="menuitemcheckbox" aria-checked={shown} onClick={() => onToggle(c.field, !shown)} data-column={c.field}>
              <ListItemIcon>{shown ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{t(c.headerKey)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
