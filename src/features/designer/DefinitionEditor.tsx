import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { notify, showAlert } from '../../kit/dialogs/notifications';
import { useLeaveGuard } from '../../kit/navigation/useLeaveGuard';
import { sessionAtom } from '../../kit/session/sessionStore';
import { alertAdminError } from '../../kit/dialogs/alertAdminError';
import {
  designerDefinition, discardDraft, publishDefinition, refusalOf, saveDraft, staleOverlaysOf, versionConflictOf, type StaleOverlay, type DesignerDefinition, type JsonObject, type ValidationReply,
  type VersionConflict, withdrawPublication,
} from './api/designerApi';
import { EditorToolbar } from './components/EditorToolbar';
import { AffectedViews } from './components/AffectedViews';
import { ErrorList } from './components/ErrorList';
import { HistoryDialog } from './components/HistoryDialog';
import { OverlayChanges } from './components/OverlayChanges';
import { PublishDialog } from './components/PublishDialog';
import { StaleOverlaysDialog } from './components/StaleOverlaysDialog';
import { VersionConflictDialog } from './components/VersionConflictDialog';
import { downloadJson } from './downloadJson';
import { formatDate } from './formatDate';
import type { EditorMarker, JsonEditorHandle } from './JsonEditor';
import { exportFileName, formatJson, overlayChangedKeys, parseJson, revertOverlayKey } from './jsonText';
import { PreviewPanel } from './preview/PreviewPanel';
import { droppedPresetText, problemsOf, type Problem } from './problems';
import { pointerRange } from './pointerRange';
import { useDefinitionCheck } from './useDefinitionCheck';

const JsonEditor = lazy(() => import('./JsonEditor').then((m) => ({ default: m.JsonEditor })));
const JsonDiff = lazy(() => import('./JsonDiff').then((m) => ({ default: m.JsonDiff })));

/** The views of the editor: the edited text, and for an overlay or a standard report the standard, the effective result and the differences. */
type View = 'edit' | 'standard' | 'effective' | 'diff';

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const definitionKey = (code: string) => ['designer-definition', code];

export interface DefinitionEditorProps {
  code: string;
  /** Back to the list (a route change: the leave guard settles pending changes first). */
  onClose: () => void;
}

/** The editor of one definition: loads it, then edits the draft (or the source) until it is saved, discarded or published. */
export function DefinitionEditor({ code, onClose }: DefinitionEditorProps) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: definitionKey(code), queryFn: () => designerDefinition(code), staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0 });
  // Kept across new loads: restoring a version from the history loads the definition again, and the history stays open on the new version.
  const [historyOpen, setHistoryOpen] = useState(false);
  if (query.error) {
    return (
      <Alert severity="error" data-testid="designer-load-error"
        action={<Stack direction="row" spacing={1}><Button color="inherit" size="small" onClick={() => void query.refetch()}>{t('designer.actions.reload')}</Button>
          <Button color="inherit" size="small" onClick={onClose}>{t('designer.actions.back')}</Button></Stack>}>
        {t('designer.editor.loadError')}
      </Alert>
    );
  }
  if (!query.data) return <LinearProgress aria-label={code} />;
  // A new load (after publishing, discarding, restoring) starts the editing again from what the server holds.
  return <LoadedEditor key={query.dataUpdatedAt} code={code} data={query.data} onClose={onClose} reload={() => void query.refetch()} historyOpen={historyOpen} setHistoryOpen={setHistoryOpen} />;
}

interface LoadedEditorProps {
  code: string;
  data: DesignerDefinition;
  onClose: () => void;
  reload: () => void;
  historyOpen: boolean;
  setHistoryOpen: (open: boolean) => void;
}

function LoadedEditor({ code, data, onClose, reload, historyOpen, setHistoryOpen }: LoadedEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useAtomValue(sessionAtom)?.usuario ?? '';
  const loadedText = useMemo(() => formatJson(data.borrador?.definicion ?? data.fuente), [data]);
  const [text, setText] = useState(loadedText);
  const [baseline, setBaseline] = useState(loadedText);
  const [savedCheck, setSavedCheck] = useState<ValidationReply>({
    errores: data.errores, huerfanos: data.huerfanos, descartados: data.descartados, efectiva: data.efectiva, vistasAfectadas: data.vistasAfectadas,
  });
  const [draft, setDraft] = useState(data.borrador ? { autor: data.borrador.autor, fecha: data.borrador.fecha } : null);
  const [view, setView] = useState<View>('edit');
  const [busy, setBusy] = useState<'save' | 'discard' | 'publish' | 'withdraw' | null>(null);
  const [dialog, setDialog] = useState<'publish' | null>(null);
  // The published version this edit started from (0: none): sent as versionBase, so a version published meanwhile is a conflict, not overwritten.
  const versionBase = data.versionBase ?? data.publicada?.version ?? 0;
  // A publication refused by a newer version: that version, and the comment and text that were sent (kept for publishing on top of it). Publish
  // keeps sending the version the edit started from, so only the dialog's explicit choice publishes on top of the newer one.
  const [conflict, setConflict] = useState<{ newer: VersionConflict; comment: string; text: string; open: boolean } | null>(null);
  // A publication held back because it would make overlays of this report stale: those overlays, and what was sent (to publish it confirmed).
  const [stale, setStale] = useState<{ overlays: StaleOverlay[]; comment: string; base: number } | null>(null);
  const [staleWithdrawal, setStaleWithdrawal] = useState<StaleOverlay[] | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ view: 'edit' | 'effective'; from: number; to: number } | null>(null);
  const editor = useRef<JsonEditorHandle>(null);
  const effectiveEditor = useRef<JsonEditorHandle>(null);

  const parsed = useMemo(() => parseJson(text), [text]);
  const { check, set: setCheck } = useDefinitionCheck(code, text, parsed, savedCheck, baseline);
  const dirty = text !== baseline;
  const overlayOf = parsed.ok && isObject(parsed.value) && typeof parsed.value.overlayOf === 'string' ? parsed.value.overlayOf
    : typeof data.fuente.overlayOf === 'string' ? data.fuente.overlayOf : null;
  const effective: JsonObject | null = check.effective ?? (!overlayOf && parsed.ok && isObject(parsed.value) ? parsed.value : null);
  const problems = useMemo(() => problemsOf(t, text, parsed, check.errors, check.orphans), [t, text, parsed, check.errors, check.orphans]);
  const markers = useMemo<EditorMarker[]>(() => problems.filter((p) => p.range).map((p) => ({ from: p.range!.from, to: p.range!.to, message: p.text, severity: p.kind === 'orphan' ? 'warning' : 'error' })), [problems]);
  const standardText = useMemo(() => (data.standard ? formatJson(data.standard) : ''), [data.standard]);
  const effectiveText = useMemo(() => (effective ? formatJson(effective) : ''), [effective]);
  const effectiveMarkers = useMemo<EditorMarker[]>(() => (effectiveText && overlayOf
    ? check.errors.map((e, i) => {
      const r = pointerRange(effectiveText, e.path);
      return { from: r.from, to: r.to, message: problems.find((p) => p.key === `e${i}`)?.text ?? e.message, severity: 'error' as const };
    })
    : []), [effectiveText, overlayOf, check.errors, problems]);
  const views: View[] = overlayOf ? ['edit', 'standard', 'effective', 'diff'] : data.standard ? ['edit', 'standard', 'diff'] : ['edit'];
  const invalidateList = () => queryClient.invalidateQueries({ queryKey: ['designer-definitions'] });

  // An error chosen in the list: the edited view shows and the cursor goes to its place once the editor is there.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render, until the editor is there (a ref, not a dependency)
  useEffect(() => {
    const target = focusTarget && view === focusTarget.view ? (view === 'edit' ? editor.current : effectiveEditor.current) : null;
    if (!focusTarget || !target) return;
    target.focusRange(focusTarget.from, focusTarget.to);
    setFocusTarget(null);
  });

  const goTo = (problem: Problem) => {
    const range = problem.range ?? { from: 0, to: 0, exact: false };
    // An error of an overlay's result that is not in the overlay's own text is shown where it is: in the effective result.
    const inEffective = overlayOf && problem.kind === 'error' && !range.exact && effectiveText ? pointerRange(effectiveText, problem.path) : null;
    if (inEffective?.exact) {
      setView('effective');
      setFocusTarget({ view: 'effective', from: inEffective.from, to: inEffective.to });
      return;
    }
    setView('edit');
    setFocusTarget({ view: 'edit', from: range.from, to: range.to });
  };

  const save = async (): Promise<boolean> => {
    if (!parsed.ok) {
      notify('error', t('designer.editor.parseFirst'));
      return false;
    }
    setBusy('save');
    try {
      const reply = await saveDraft(code, parsed.value);
      setBaseline(text);
      setSavedCheck({ errores: reply.errores, huerfanos: reply.huerfanos, descartados: check.dropped, efectiva: check.effective, vistasAfectadas: check.affectedViews });
      setCheck(reply);
      setDraft({ autor: user, fecha: reply.fecha });
      const count = reply.errores.length + reply.huerfanos.length;
      notify(count ? 'info' : 'success', count ? t('designer.editor.draftSavedWithErrors', { count }) : t('designer.editor.draftSaved'));
      void invalidateList();
      return true;
    } catch (error) {
      await alertAdminError(t, 'designer.editor.saveError', error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    const answer = await showAlert({
      type: 'default', title: t('designer.editor.discardTitle'), message: t('designer.editor.discardQuestion'),
      acceptLabel: t('designer.actions.discardDraft'), cancelLabel: t('designer.actions.cancel'),
    });
    if (answer !== 'accept') return;
    setBusy('discard');
    try {
      if (draft) await discardDraft(code);
      notify('success', t('designer.editor.discarded'));
      setText(baseline);
      void invalidateList();
      // A new report that was only a draft has nothing left to edit: back to the list.
      if (draft && !data.publicada && data.origen === 'portal') onClose();
      else reload();
    } catch (error) {
      await alertAdminError(t, 'designer.editor.discardError', error);
    } finally {
      setBusy(null);
    }
  };

  /** Publishes the text on top of `base` (the version the edit started from, or a newer one chosen knowingly in the conflict dialog). */
  const publish = async (comment: string, base = versionBase, confirmStale = false) => {
    if (!parsed.ok) {
      notify('error', t('designer.editor.parseFirst'));
      setDialog(null);
      return;
    }
    setBusy('publish');
    try {
      const reply = await publishDefinition(code, parsed.value, comment, base, confirmStale);
      setDialog(null);
      setConflict(null);
      setStale(null);
      notify('success', t('designer.publish.published', { version: reply.version }));
      setBaseline(text);
      void invalidateList();
      reload();
    } catch (error) {
      const refusal = refusalOf(error);
      const newer = versionConflictOf(error);
      const overlays = staleOverlaysOf(error);
      setDialog(null);
      setStale(null);
      if (overlays) {
        // The overlays' users would lose customisations: nothing was stored; the dialog lists them and asks.
        setStale({ overlays, comment, base });
        return;
      }
      if (newer) {
        // Someone published meanwhile: nothing was stored, the text stays; the dialog compares and offers to publish on top knowingly.
        setConflict({ newer, comment, text, open: true });
        return;
      }
      setConflict((c) => c && { ...c, open: false });
      if (refusal) {
        setCheck(refusal);
        setView('edit');
        notify('error', t('designer.publish.refused'));
      } else {
        await alertAdminError(t, 'designer.publish.error', error);
      }
    } finally {
      setBusy(null);
    }
  };

  /**
   * Withdraws the publication after asking (unsaved changes are saved as the draft first: the editor loads anew afterwards). Sent with the version
   * the edit started from, so a version published meanwhile is not withdrawn unseen: the server answers 409 and nothing changes.
   */
  const withdraw = async (confirmStale = false) => {
    if (!data.publicada) return;
    const own = !data.archivo;
    const answer = confirmStale ? 'accept' : await showAlert({
      type: 'default', title: t('designer.withdraw.title', { code }),
      message: [t(own ? 'designer.withdraw.ownQuestion' : 'designer.withdraw.fileQuestion', { version: data.publicada.version }), dirty ? t('designer.withdraw.unsavedNote') : '']
        .filter(Boolean).join(' '),
      acceptLabel: t('designer.actions.withdraw'), cancelLabel: t('designer.actions.cancel'),
    });
    if (answer !== 'accept' || (dirty && !(await save()))) return;
    setBusy('withdraw');
    try {
      const reply = await withdrawPublication(code, versionBase, t('designer.withdraw.comment'), confirmStale);
      setStaleWithdrawal(null);
      notify('success', t(reply.origen ? 'designer.withdraw.doneFile' : 'designer.withdraw.doneOwn', { version: data.publicada.version }));
      void invalidateList();
      reload();
    } catch (error) {
      const newer = versionConflictOf(error);
      const overlays = staleOverlaysOf(error);
      setStaleWithdrawal(overlays ?? null);
      if (overlays) {
        // Nothing was withdrawn: the dialog lists the overlays that would lose their target and asks.
      } else if (newer) {
        const values = { version: newer.versionActual, author: newer.autor, date: formatDate(newer.fecha) };
        await showAlert({ type: 'infoWButton', title: t('designer.withdraw.error'), message: t(newer.retirada ? 'designer.withdraw.conflictWithdrawn' : 'designer.withdraw.conflict', values) });
      } else {
        await alertAdminError(t, 'designer.withdraw.error', error);
      }
    } finally {
      setBusy(null);
    }
  };

  const importText = (imported: string) => {
    const result = parseJson(imported);
    if (!result.ok) {
      notify('error', t('designer.editor.importError'));
      return;
    }
    setText(formatJson(result.value));
    setView('edit');
    notify('info', t('designer.editor.imported'));
  };

  const revert = (key: string) => {
    if (!parsed.ok || !isObject(parsed.value)) return;
    setText(formatJson(revertOverlayKey(parsed.value, key)));
    notify('info', t('designer.editor.reverted', { key }));
  };

  /** Unsaved changes before leaving: save them as the draft, drop them, or stay. */
  const settle = useCallback(async (): Promise<boolean> => {
    const answer = await showAlert({
      type: 'default', title: t('designer.editor.pendingTitle'), message: t('designer.editor.pendingQuestion'),
      acceptLabel: t('designer.actions.saveDraft'), auxLabel: t('designer.editor.leaveWithoutSaving'), cancelLabel: t('designer.editor.stay'),
    });
    return answer === 'aux' || (answer === 'accept' && (await save()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, text, parsed]);
  useLeaveGuard(dirty, settle);

  const label = t('designer.editor.editorLabel', { code });
  const tabLabel = (v: View) => t(`designer.editor.tabs.${v === 'edit' ? (overlayOf ? 'overlay' : 'definition') : v}`);

  return (
    <Box data-testid="designer-editor">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' }, mb: 1.5 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onClose} data-testid="designer-back">{t('designer.actions.back')}</Button>
        <Typography variant="h5" component="h2" sx={{ fontFamily: 'monospace' }}>{code}</Typography>
        <Chip size="small" label={t(`designer.origin.${data.origen}`)} />
        {overlayOf && <Chip size="small" variant="outlined" label={t('designer.list.overlayOf', { code: overlayOf })} />}
        <Chip size="small" variant="outlined" label={data.publicada ? t('designer.editor.publishedVersion', { version: data.publicada.version }) : t('designer.editor.notPublished')} />
        {draft && <Chip size="small" color="info" variant="outlined" label={t('designer.editor.draftOf', { author: draft.autor, date: formatDate(draft.fecha) })} />}
        {conflict && <Chip size="small" color="warning" variant="outlined" label={t(conflict.newer.retirada ? 'designer.editor.withdrawnMeanwhile' : 'designer.editor.newerVersion', { version: conflict.newer.versionActual })} data-testid="designer-newer-version" />}
        {dirty && <Chip size="small" color="warning" label={t('designer.editor.unsaved')} data-testid="designer-unsaved" />}
      </Stack>
      <EditorToolbar busy={busy} dirty={dirty} hasDraft={Boolean(draft)} published={Boolean(data.publicada)} canExport={parsed.ok}
        onSave={() => void save()} onDiscard={() => void discard()} onPublish={() => setDialog('publish')} onWithdraw={() => void withdraw()} onHistory={() => setHistoryOpen(true)}
        onImport={importText} onExport={() => parsed.ok && downloadJson(exportFileName(code), parsed.value)} />
      {Boolean(check.failure) && <Alert severity="warning" sx={{ mb: 1 }}>{t('designer.editor.validateError')}</Alert>}
      {check.orphans.length > 0 && <Alert severity="warning" sx={{ mb: 1 }} data-testid="designer-stale">{t('designer.editor.stale')}</Alert>}
      {check.dropped.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="designer-dropped">{t('designer.editor.droppedPresets', { presets: check.dropped.map((d) => droppedPresetText(t, d)).join(', '), count: check.dropped.length })}</Alert>
      )}
      {check.affectedViews.length > 0 && <AffectedViews views={check.affectedViews} />}
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        {views.length > 1 && (
          <Tabs value={view} onChange={(_e, v: View) => setView(v)} sx={{ mb: 1 }} aria-label={label}>
            {views.map((v) => <Tab key={v} value={v} label={tabLabel(v)} id={`designer-tab-${v}`} aria-controls="designer-view" data-testid={`designer-tab-${v}`} />)}
          </Tabs>
        )}
        <Box sx={{ height: 4 }}>{check.checking && <LinearProgress aria-label={t('designer.editor.validating')} />}</Box>
        <Box role={views.length > 1 ? 'tabpanel' : undefined} id="designer-view" aria-labelledby={views.length > 1 ? `designer-tab-${view}` : undefined}>
          <Suspense fallback={<LinearProgress />}>
            {view === 'edit' && (
              <JsonEditor value={text} onChange={setText} onSave={() => { if (dirty && !busy) void save(); }} withSchema markers={markers} label={label} handle={editor} testId="designer-json" />
            )}
            {view === 'standard' && (
              <JsonEditor value={standardText} readOnly label={t('designer.editor.readOnlyLabel', { name: t('designer.editor.tabs.standard') })} testId="designer-standard" />
            )}
            {view === 'effective' && (effectiveText
              ? <JsonEditor value={effectiveText} readOnly markers={effectiveMarkers} handle={effectiveEditor} label={t('designer.editor.readOnlyLabel', { name: t('designer.editor.tabs.effective') })} testId="designer-effective" />
              : <Alert severity="info">{t('designer.editor.noEffective')}</Alert>)}
            {view === 'diff' && (overlayOf && !effectiveText
              ? <Alert severity="info">{t('designer.editor.noEffective')}</Alert>
              : <JsonDiff left={standardText} right={overlayOf ? effectiveText : text} leftLabel={t('designer.editor.diffLeft')} rightLabel={t(overlayOf ? 'designer.editor.diffRight' : 'designer.editor.tabs.definition')} testId="designer-diff" />)}
          </Suspense>
        </Box>
        {overlayOf && parsed.ok && (view === 'edit' || view === 'diff') && <OverlayChanges keys={overlayChangedKeys(parsed.value)} onRevert={revert} />}
        <ErrorList problems={problems} onSelect={goTo} />
      </Paper>
      <Box sx={{ mt: 2 }}>
        <PreviewPanel code={code} definition={effective} />
      </Box>
      <PublishDialog code={code} open={dialog === 'publish'} busy={busy === 'publish'} onClose={() => setDialog(null)} onPublish={(c) => void publish(c)} />
      <VersionConflictDialog code={code} conflict={conflict?.open ? conflict.newer : null} base={versionBase} text={conflict?.text ?? text} busy={busy === 'publish'}
        onKeepEditing={() => setConflict((c) => c && { ...c, open: false })}
        onPublishOnTop={() => { if (conflict) void publish(conflict.comment, conflict.newer.versionActual); }} />
      <StaleOverlaysDialog code={code} overlays={stale?.overlays ?? null} busy={busy === 'publish'} onKeepEditing={() => setStale(null)}
        onPublishAnyway={() => { if (stale) void publish(stale.comment, stale.base, true); }} />
      <StaleOverlaysDialog code={code} kind="withdraw" overlays={staleWithdrawal} busy={busy === 'withdraw'} onKeepEditing={() => setStaleWithdrawal(null)}
        onPublishAnyway={() => void withdraw(true)} />
      <HistoryDialog code={code} open={historyOpen} onClose={() => setHistoryOpen(false)}
        onRestored={() => {
          void invalidateList();
          if (!dirty) reload();
        }} />
    </Box>
  );
}
