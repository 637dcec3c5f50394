import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ErpCallError } from '../../api/ErpCallError';
import { describeFailure } from '../../api/describeFailure';
import { FailureAlert } from '../../kit/dialogs/FailureAlert';
import { useDefinitionNamespace } from '../../renderer/DefinitionTextsProvider';
import { roleAtom } from '../../kit/session/sessionStore';
import { roleAudience } from '../../engine/definition/roleAudience';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import type { ReportViewsHost } from '../../renderer/ReportView';
import { storedViewsQuery } from '../../renderer/views/viewCalls';
import { erp } from '../../kit/session/portalClient';
import type { ReportCardData } from './filterReports';
import { definitionQuery } from './definitionQuery';
import { loadedReportView, loadReportView } from './loadReportView';

// The renderer (rjsf, AG Grid, pickers) is not part of the home: it loads ahead (idle, hover) or with the definition when a report
// opens. Once there it is drawn at once: suspending on a settled import would still hold the report behind React's fallback throttle.
function ReportView({ definition, host }: { definition: ReportDefinition; host: ReportViewsHost }) {
  const { ReportView: View } = loadedReportView() ?? use(loadReportView());
  return <View definition={definition} host={host} />;
}

/**
 * The report's address for its views: the search part it opened with (a view or a state to apply), and the address kept in step with what
 * the user sees (replacing the history entry, so Back still leaves the report).
 */
function useReportAddress(code: string | undefined): ReportViewsHost['address'] {
  const { search } = useLocation();
  const opened = useRef<{ code: string | undefined; search: string }>({ code: undefined, search: '' });
  if (opened.current.code !== code) opened.current = { code, search };
  const initial = opened.current.search;
  return useMemo(() => ({
    initial,
    // The history entry is replaced in place, keeping the router's state (its entry key and index, so Back still leaves the report):
    // a navigation would draw the whole page again inside the search that changed the address. Nothing reads the search part from the
    // router after the report opened (the guards read the page's own address).
    replace: (next: string) => {
      if (next !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${next}`);
    },
    href: (next: string) => `${window.location.origin}${window.location.pathname}${next}`,
  }), [initial]);
}

/** The dialog a report opens in (full screen or max width from its definition): title, description, close; the generic renderer draws the body. */
export function ReportDialogFrame({ report, onClose }: { report: ReportCardData | null; onClose: () => void }) {
  const { t } = useTranslation();
  const code = report?.code;
  const definition = useQuery({ ...definitionQuery(code), enabled: Boolean(code) });
  // The code to draw the report, and the user's views of it, are fetched while the definition travels, not after it.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!code) return;
    void loadReportView().catch(() => undefined);
    void queryClient.prefetchQuery(storedViewsQuery(erp, code));
  }, [code, queryClient]);
  // Each opening draws the definition once the services said it is the current one (a definition fetched moments ago, by pointing at
  // the card, is not asked again); later fetches do not take an open report away.
  const checkedFor = useRef<string | undefined>(undefined);
  if (!code) checkedFor.current = undefined;
  else if (checkedFor.current !== code && definition.fetchStatus === 'idle') checkedFor.current = code;
  const def = checkedFor.current === code ? definition.data : undefined;
  // The title and description may be the definition's own texts.
  const ns = useDefinitionNamespace(def);
  const audience = roleAudience(useAtomValue(roleAtom)?.role);
  // The view menu sits beside the title; the report draws it there.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const address = useReportAddress(code);
  const host = useMemo(() => ({ address, slot }), [address, slot]);
  if (!report) return null;
  const fullScreen = def ? def.dialog.fullScreen === true : report.fullScreen === true;
  const maxWidth = def ? def.dialog.maxWidth : report.maxWidth;
  const notFound = definition.error instanceof ErpCallError && definition.error.status === 404;
  return (
    <Dialog open fullScreen={fullScreen} fullWidth onClose={onClose} aria-labelledby="report-dialog-title" data-testid="report-dialog"
      maxWidth={false} slotProps={{ paper: { sx: fullScreen ? {} : { maxWidth: maxWidth ?? 900 } } }}>
      <AppBar position="relative" elevation={0}>
        <Toolbar>
          <Typography id="report-dialog-title" variant="h6" component="h2" sx={{ flex: 1 }}>{def ? t(def.titleKey, { ns }) : report.name}</Typography>
          <Box ref={setSlot} sx={{ display: 'flex', alignItems: 'center' }} />
          <IconButton edge="end" color="inherit" onClick={onClose} aria-label={t('common.close')}><CloseIcon /></IconButton>
        </Toolbar>
      </AppBar>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>{def ? t(def.descriptionKey, { ns, context: audience }) : report.description}</Typography>
        {!def && !definition.isError && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t('messages.cargandoContenido')} /></Box>}
        {notFound && <Alert severity="info">{t('reports.notAvailable')}</Alert>}
        {definition.isError && !notFound && <FailureAlert title={t('reports.definitionError')} message={t('messages.errorDefaultDesc')} detail={describeFailure(definition.error)} />}
        {def && (
          <Suspense fallback={<Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress /></Box>}>
            <ReportView definition={def} host={host} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
