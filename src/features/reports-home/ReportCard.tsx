import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { truncateAtWord } from '../../engine/text/truncateAtWord';
import { erp } from '../../kit/session/portalClient';
import { sessionAtom } from '../../kit/session/sessionStore';
import { permissionsQuery } from '../../renderer/permissionsQuery';
import { cardIcon } from './cardIcon';
import type { ReportCardData } from './filterReports';
import { definitionQuery } from './definitionQuery';
import { loadReportView } from './loadReportView';
import { screenRoute } from './screenReports';

/** One report on the home: icon, name, description cut at 200 characters, Open. */
export function ReportCard({ report, onOpen }: { report: ReportCardData; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const Icon = cardIcon(report.icon);
  // Pointing at Open (or focusing it) fetches the definition, the user's permissions and the renderer's code ahead of the click; a click
  // without either (a touch, a script) starts them before the report's dialog is drawn, not after.
  const prepare = () => {
    if (screenRoute(report.code)) return;
    void queryClient.prefetchQuery(definitionQuery(report.code));
    if (session) void queryClient.prefetchQuery(permissionsQuery(erp(), session));
    void loadReportView().catch(() => undefined);
  };
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="report-card" data-report={report.code}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>{report.name}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">{truncateAtWord(report.description)}</Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" size="small" onClick={() => { prepare(); onOpen(report.code); }} onPointerEnter={prepare} onFocus={prepare} aria-label={`${t('reports.open')}: ${report.name}`}>{t('reports.open')}</Button>
      </CardActions>
    </Card>
  );
}
