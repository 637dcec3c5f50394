import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PushPinIcon from '@mui/icons-material/PushPin';
import { erpCall } from '../../kit/session/portalClient';
import { PINNED_KEY } from '../../renderer/views/viewQueryKeys';
import type { ReportCardData } from './filterReports';

/** One pinned view: its id, report and name. */
interface PinnedView { id: number; informe: string; nombre: string }

/**
 * The views the user pinned, as cards above the reports: each opens its report on the view. Views the user may no longer use, or of reports
 * the user no longer holds, are not listed by the services.
 */
export function PinnedViews({ cards, onOpen }: { cards: readonly ReportCardData[]; onOpen: (code: string, search: string) => void }) {
  const { t } = useTranslation();
  const pinned = useQuery({
    queryKey: PINNED_KEY,
    queryFn: async (): Promise<PinnedView[]> => (await erpCall('/wscomun/portalinformes/vistasFijadas', {})).result as PinnedView[],
    staleTime: 30_000,
    retry: false,
  });
  const views = (pinned.data ?? []).filter((v) => cards.some((c) => c.code === v.informe));
  if (views.length === 0) return null;
  return (
    <section aria-labelledby="pinned-views-title" data-testid="pinned-views">
      <Typography id="pinned-views-title" variant="h6" component="h2" sx={{ mb: 1 }}>{t('views.pinnedTitle')}</Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {views.map((v) => {
          const report = cards.find((c) => c.code === v.informe)!;
          return (
            <Grid key={v.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: 'primary.light' }} data-testid="pinned-view" data-view={v.id}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <PushPinIcon color="primary" fontSize="small" aria-hidden />
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{v.nombre}</Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">{report.name}</Typography>
                </CardContent>
                <CardActions sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" variant="outlined" onClick={() => onOpen(v.informe, `?vista=${encodeURIComponent(String(v.id))}`)} aria-label={`${t('reports.open')}: ${v.nombre} (${report.name})`}>
                    {t('reports.open')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </section>
  );
}
