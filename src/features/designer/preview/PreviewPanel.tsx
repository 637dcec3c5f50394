import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { buildContext } from '../../../engine/conditions/buildContext';
import { endpointsOf } from '../../../engine/definition/definitionEndpoints';
import { explainVisibility, visibilityMatrix } from '../../../engine/definition/explainVisibility';
import type { ReportDefinition } from '../../../engine/definition/reportDefinition.gen';
import { mapRows } from '../../../engine/reply/mapReply';
import { isOnPremiseAtom, reportsAtom, sessionAtom } from '../../../kit/session/sessionStore';
import { useDefinitionNamespace } from '../../../renderer/DefinitionTextsProvider';
import { ExchangePanels } from './ExchangePanels';
import { PreviewAsBar } from './PreviewAsBar';
import { PreviewBoundary } from './PreviewBoundary';
import { RoleMatrix } from './RoleMatrix';
import { sampleFacts } from './sampleFacts';
import { usePreviewSession } from './usePreviewSession';
import { VisibilityTable } from './VisibilityTable';
import './previewCatalogue';

// The real renderer, loaded with the preview (the same code users run).
const ReportView = lazy(() => import('../../../renderer/ReportView').then((m) => ({ default: m.ReportView })));

type PreviewTab = 'report' | 'visibility' | 'matrix';

/**
 * The designer's live preview of a definition: the real report (filter form, search, grid or document) run as a chosen user through
 * a read-only preview session, beside the form values, the request the engine built, the raw reply and the mapped rows; what that
 * user sees and why; and a role × item matrix. It follows every change of the definition.
 */
export function PreviewPanel({ code, definition }: { code: string; definition: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const own = useAtomValue(sessionAtom);
  const onPremise = useAtomValue(isOnPremiseAtom) === 'S';
  const reports = useAtomValue(reportsAtom);
  const [tab, setTab] = useState<PreviewTab>('report');
  const [values, setValues] = useState<Record<string, unknown>>({});
  // The services a preview session may call are the definition's data calls, as the server reads them.
  const endpointsKey = useMemo(() => [...endpointsOf(definition)].sort().join('\n'), [definition]);
  const preview = usePreviewSession(code, definition, endpointsKey);
  const def = definition as ReportDefinition | null;
  const definitionKey = useMemo(() => JSON.stringify(definition), [definition]);
  const ns = useDefinitionNamespace(def ?? undefined);

  // The administrator's own session previews first; "Preview as" switches to another user.
  const { session, start, starting } = preview;
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || session || starting || !definition || !own?.usuario) return;
    tried.current = true;
    void start(own.usuario);
  }, [definition, own?.usuario, session, starting, start]);

  // Edit → preview: how long after the definition changed the new preview was drawn.
  const changedAt = useRef(performance.now());
  const [updateMs, setUpdateMs] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  useMemo(() => { changedAt.current = performance.now(); }, [definitionKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    setUpdateMs(Math.round(performance.now() - changedAt.current));
    setVersion((v) => v + 1);
  }, [definitionKey]);

  const parameters = reports.find((r) => r.informe === code)?.parametros ?? null;
  const facts = useMemo(() => (preview.facts ? { ...preview.facts, onPremise, parameters } : null), [preview.facts, onPremise, parameters]);
  const reportPreview = useMemo(() => (preview.client && facts ? { erp: preview.client, facts, onFilters: setValues } : null), [preview.client, facts]);
  const items = useMemo(() => (def && facts ? explainVisibility(def, buildContext(facts, values)) : []), [def, facts, values]);
  const matrix = useMemo(() => {
    if (!def) return [];
    const org = { organizacion: own?.organizacion ?? '', idOrganizacion: own?.idOrganizacion ?? 0, empresa: own?.empresa ?? '' };
    return visibilityMatrix(def, (role) => buildContext({ ...sampleFacts(role, org), onPremise }));
  }, [def, own, onPremise]);

  const mainCall = useMemo(() => [...preview.calls].reverse().find((c) => c.endpoint === def?.request?.endpoint), [preview.calls, def]);
  const rows = useMemo(() => (mainCall && def ? mapRows(def.reply, mainCall.reply) : undefined), [mainCall, def]);
  const onStart = useCallback((usuario: string) => void start(usuario), [start]);

  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5 }} data-testid="preview-panel">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">{t('designer.preview.title')}</Typography>
        {updateMs !== null && def && <Typography variant="caption" color="text.secondary" data-testid="preview-updated">{t('designer.preview.updated', { ms: updateMs })}</Typography>}
      </Box>
      <PreviewAsBar session={preview.session} expired={preview.expired} starting={preview.starting} onStart={onStart} />
      {preview.error && <Alert severity="error" data-testid="preview-error">{t('designer.preview.sessionFailed', { detail: preview.error })}</Alert>}
      {!def && <Alert severity="info" data-testid="preview-invalid">{t('designer.preview.fixErrors')}</Alert>}
      {def && (
        <>
          <Tabs value={tab} onChange={(_e, v: PreviewTab) => setTab(v)} aria-label={t('designer.preview.title')}>
            <Tab value="report" label={t('designer.preview.report')} data-testid="preview-tab-report" />
            <Tab value="visibility" label={t('designer.preview.visibility')} data-testid="preview-tab-visibility" />
            <Tab value="matrix" label={t('designer.preview.matrix')} data-testid="preview-tab-matrix" />
          </Tabs>
          {tab === 'report' && (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="preview-report" data-definition-version={version}>
                {preview.expired && <Alert severity="warning" sx={{ mb: 1 }}>{t('designer.preview.expiredHelp')}</Alert>}
                {!reportPreview ? <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}><CircularProgress aria-label={t('designer.preview.starting')} /></Box> : (
                  <PreviewBoundary resetKey={definitionKey} title={t('designer.preview.rendererFailed')}>
                    <Suspense fallback={<CircularProgress />}>
                      <ReportView key={`${definitionKey}|${preview.session?.tira ?? ''}`} definition={def} preview={reportPreview} />
                    </Suspense>
                  </PreviewBoundary>
                )}
              </Paper>
              <ExchangePanels values={values} call={mainCall} rows={rows} />
            </Box>
          )}
          {tab === 'visibility' && <VisibilityTable items={items} definition={def} ns={ns} />}
          {tab === 'matrix' && <RoleMatrix rows={matrix} ns={ns} />}
        </>
      )}
    </Paper>
  );
}
