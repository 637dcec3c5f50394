import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TuneIcon from '@mui/icons-material/Tune';
import type { ChoiceView, FilterGroup } from '../../engine/definition/reportDefinition.gen';

/** The line above the filters: Back to the choice view with the option chosen, the report's subtitle, and the toggles of the optional filter groups. */
export function ReportHeader({ choiceView, choice, subtitle, groups, openGroups, onBack, onToggleGroup }: {
  choiceView: ChoiceView | undefined;
  choice: string | null;
  subtitle: string;
  groups: FilterGroup[];
  openGroups: ReadonlySet<string>;
  onBack: () => void;
  onToggleGroup: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {choiceView && <Button startIcon={<ArrowBackIcon />} onClick={onBack}>{t('common.back')}</Button>}
      {choiceView && choice && <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t(choiceView.options.find((o) => o.value === choice)?.labelKey ?? '')}</Typography>}
      {subtitle && <Typography variant="subtitle1" data-testid="report-subtitle">{subtitle}</Typography>}
      <Box sx={{ flex: 1 }} />
      {groups.map((g) => (
        <ToggleButton key={g.id} size="small" value={g.id} selected={openGroups.has(g.id)} data-group={g.id} onChange={() => onToggleGroup(g.id)}>
          <TuneIcon fontSize="small" sx={{ mr: 0.5 }} />{t(g.labelKey)}
        </ToggleButton>
      ))}
    </Stack>
  );
}
