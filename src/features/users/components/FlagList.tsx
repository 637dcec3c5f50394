import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One checkbox of the access or reports tab. */
export interface FlagItem {
  code: string;
  label: string;
  /** Shown under the label (the code, or why the box is disabled). */
  caption?: string;
  disabled?: boolean;
}

/** A list of checkboxes (one per menu option or report) with optional "tick all / untick all". */
export function FlagList(props: { intro: string; items: FlagItem[]; flags: Record<string, boolean>; onChange: (flags: Record<string, boolean>) => void; bulk?: boolean; testId: string }) {
  const { t } = useTranslation();
  const { items, flags, onChange } = props;
  const setAll = (on: boolean) => onChange({ ...flags, ...Object.fromEntries(items.filter((i) => !i.disabled).map((i) => [i.code, on])) });
  return (
    <Box data-testid={props.testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>{props.intro}</Typography>
        {props.bulk && (
          <>
            <Button size="small" onClick={() => setAll(true)}>{t('users.reports.all')}</Button>
            <Button size="small" onClick={() => setAll(false)}>{t('users.reports.none')}</Button>
          </>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        {items.map((item) => (
          <FormControlLabel key={item.code} disabled={item.disabled} sx={{ alignItems: 'flex-start', my: 0.25, mr: 0 }}
            control={<Checkbox size="small" checked={Boolean(flags[item.code])} onChange={(e) => onChange({ ...flags, [item.code]: e.target.checked })} sx={{ py: 0.5 }}
              slotProps={{ input: { 'data-code': item.code } as Record<string, string> }} />}
            label={<Box sx={{ pt: 0.6 }}>{item.label}{item.caption && <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{item.caption}</Typography>}</Box>} />
        ))}
      </Box>
    </Box>
  );
}
