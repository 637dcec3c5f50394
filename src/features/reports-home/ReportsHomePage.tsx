import { useEffect, useMemo, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useDebouncedValue } from '../../kit/hooks/useDebouncedValue';
import type { TextLanguage } from '../../engine/definition/definitionText';
import { expertTokenAtom, reportsAtom, roleAtom, shopTokenAtom } from '../../kit/session/sessionStore';
import { roleAudience } from '../../engine/definition/roleAudience';
import { filterReports, type ReportCardData } from './filterReports';
import { PinnedViews } from './PinnedViews';
import { ReportCard } from './ReportCard';
import { ReportDialogFrame } from './ReportDialogFrame';
import { loadReportViewWhenIdle } from './loadReportView';
import { ReportNotFound } from './ReportNotFound';
import { reportAddress, reportAtAddress } from './reportAddress';
import { screenIcon, screenRoute } from './screenReports';
import { useRendererWarmUp } from './useRendererWarmUp';

/** The reports home (/informes): title, breadcrumb, debounced search and one card per report the server lists. */
export function ReportsHomePage() {
  const { t, i18n } = useTranslation();
  const reports = useAtomValue(reportsAtom);
  const [shopToken, setShopToken] = useAtom(shopTokenAtom);
  const [expertToken, setExpertToken] = useAtom(expertTokenAtom);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const addressed = useParams().report !== undefined;
  // The open report is the one whose entry address is the page's address (a card click goes there; Back and reload keep it).
  const openEntry = addressed ? reportAtAddress(reports, pathname) : undefined;
  const screen = openEntry ? screenRoute(openEntry.informe) : undefined;
  const openCode = openEntry && !screen ? openEntry.informe : null;
  // A report that is a screen of its own (quotes) opens its route; the others open their dialog at their address.
  const openReport = (code: string, replace = false, search = '') => {
    const entry = reports.find((r) => r.informe === code);
    const screenAddress = screenRoute(code);
    void navigate(screenAddress ?? `${reportAddress(entry ?? { informe: code, url: '' })}${search}`, { replace });
  };
  useEffect(loadReportViewWhenIdle, []);
  // Out of sight, the renderer draws a report of its own once while the home is idle, so the first report opens on warm code.
  const warmUp = useRendererWarmUp(!addressed);
  useEffect(() => {
    if (screen) void navigate(screen, { replace: true });
  }, [screen, navigate]);

  // A report whose definition has texts of its own is named by them in the current language.
  const language = i18n.language as TextLanguage;
  // A card's description may be written for the user's audience (description_customer…), else the general one.
  const audience = roleAudience(useAtomValue(roleAtom)?.role);
  const cards: ReportCardData[] = useMemo(() => reports.map((r) => ({
    code: r.informe,
    name: r.textos?.[language]?.nombre ?? t(`reports.codes.${r.informe}.name`, { defaultValue: r.descripcion }),
    description: r.textos?.[language]?.descripcion ?? t(`reports.codes.${r.informe}.description`, { defaultValue: r.descripcion, context: audience }),
    icon: r.icono ?? screenIcon(r.informe), fullScreen: r.pantallaCompleta === 'S', maxWidth: r.anchoMaximo,
  })), [reports, t, language, audience]);
  const visible = useMemo(() => filterReports(cards, debounced), [cards, debounced]);

  useEffect(() => {
    // After a login through an access link, the report whose definition asks for that kind of link opens by itself (when the user holds it).
    const afterToken = (kind: 'shop' | 'expert') => reports.find((r) => r.abrirTrasToken === kind)?.informe;
    if (shopToken) {
      setShopToken(false);
      const code = afterToken('shop');
      if (code) openReport(code, true);
    } else if (expertToken) {
      setExpertToken(false);
      const code = afterToken('expert');
      if (code) openReport(code, true);
    }
    // openReport only reads the reports and navigates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shopToken, expertToken, reports, setShopToken, setExpertToken]);

  if (addressed && !openEntry) return <ReportNotFound />;

  return (
    <Box>
      <Breadcrumbs aria-label={t('reports.breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/informes" underline="hover" color="inherit">{t('reports.breadcrumbHome')}</Link>
        <Typography color="text.primary">{t('reports.title')}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h4" component="h1">{t('reports.title')}</Typography>
        <TextField
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('reports.search')}
          slotProps={{ htmlInput: { 'aria-label': t('reports.search') }, input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
          sx={{ minWidth: 280 }}
        />
      </Box>
      {!debounced.trim() && <PinnedViews cards={cards} onOpen={(code, search) => openReport(code, false, search)} />}
      {visible.length === 0 ? (
        <Typography color="text.secondary" data-testid="reports-empty">{reports.length === 0 ? t('reports.none') : t('reports.noMatches')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {visible.map((r) => (
            <Grid key={r.code} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <ReportCard report={r} onOpen={openReport} />
            </Grid>
          ))}
        </Grid>
      )}
      {warmUp}
      <ReportDialogFrame report={cards.find((c) => c.code === openCode) ?? null} onClose={() => void navigate('/informes')} />
    </Box>
  );
}
