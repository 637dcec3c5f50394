import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ChoiceView as ChoiceViewSpec } from '../../engine/definition/reportDefinition.gen';
import { iconRegistry } from '../registries/iconRegistry';

/** A report's first view: one card per option (e.g. the four kinds of service of the pickups report); a click chooses it. */
export function ChoiceView({ choiceView, onChoose }: { choiceView: ChoiceViewSpec; onChoose: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2, py: 2 }} data-testid="choice-view">
      {choiceView.options.map((o) => {
        const Icon = iconRegistry.get(o.icon);
        return (
          <Card key={o.value} variant="outlined">
            <CardActionArea onClick={() => onChoose(o.value)} sx={{ height: '100%' }} data-choice={o.value}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 40 }} />
                <Typography variant="h6" component="h3">{t(o.labelKey)}</Typography>
                <Typography variant="body2" color="text.secondary">{t(o.descriptionKey)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
