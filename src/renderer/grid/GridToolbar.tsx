import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import type { Column, GridResult } from '../../engine/definition/reportDefinition.gen';
import { ColumnChooser } from './ColumnChooser';
import type { GridTools } from './useGridTools';

/** How long typing in the search panel waits before searching (Enter searches at once). */
const SEARCH_DELAY_MS = 500;

/** The search panel: the server looks the text up in the searchable columns shown. */
function SearchPanel({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value.trim()) onSearch(next);
  };
  return (
    <TextField size="small" value={text} placeholder={t('grid.searchPlaceholder')} sx={{ width: 300, maxWidth: '100%' }} data-testid="grid-search"
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), SEARCH_DELAY_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply(text);
        }
      }}
      slotProps={{
        htmlInput: { 'aria-label': t('grid.search') },
        input: {
          startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment>,
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('grid.clearSearch')} onClick={() => { setText(''); apply(''); }}><ClearIcon fontSize="small" /></IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }} />
  );
}

/** The tools the definition switches on, at the right of the grid's toolbar (after its action buttons): the search panel and the column chooser. */
export function GridToolbar({ result, visible, tools }: { result: GridResult; visible: Column[]; tools: GridTools }) {
  if (!result.tools?.searchPanel && !result.tools?.columnChooser) return null;
  return (
    <>
      <Box sx={{ flex: 1 }} />
      {result.tools.searchPanel && <SearchPanel value={tools.search} onSearch={tools.setSearch} />}
      {result.tools.columnChooser && <ColumnChooser columns={visible} choice={tools.choice} onToggle={tools.setShown} />}
    </>
  );
}
