import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DatePickersProvider } from '../../kit/i18n/DatePickersProvider';
import { notify, showAlert } from '../../kit/dialogs/notifications';
import { sessionAtom } from '../../kit/session/sessionStore';
import { formatAmount } from '../../engine/format/formatAmount';
import type { LookupItem } from '../../renderer/lookup/lookupSources';
import { keyOf, quotesApi } from './api/quotesApi';
import type { LineSave, QuoteHeader, QuoteLine } from '../../domain/quotes/quoteTypes';
import { clearCurrentQuote, readCurrentQuote, writeCurrentQuote } from './currentQuoteStore';
import type { CurrentQuote, WizardStep } from './model/currentQuote';
import { defaultQuoteDates, isoToWire, wireToIso } from '../../domain/quotes/quoteDates';
import { customerStepComplete, DEFAULT_QUOTE_TYPE, quoteEditable, validateHeader, type HeaderForm } from '../../domain/quotes/quoteRules';
import { createSerialQueue } from './model/serialQueue';
import { alertQuoteError, alertRule, confirmYesNo, describeError, refusalText } from './quoteAlerts';
import { quoteLabel } from './QuoteSummaryPage';
import { ArticlesStep } from './wizard/ArticlesStep';
import { CustomerStep } from './wizard/CustomerStep';
import { QuoteDataStep } from './wizard/QuoteDataStep';
import { SummaryStep } from './wizard/SummaryStep';
import './quotesCatalogue';

const today = () => new Date().toISOString().slice(0, 10);
/** Currency of a new quote until the server gives its own (spec 3 §9). */
const DEFAULT_CURRENCY = 'EUR';
const newForm = (): HeaderForm => ({ refPedido: '', ...defaultQuoteDates(today()), plazoEntrega: '', formaPago: '', dtoRappel: '', dtoPP: '', observaciones: '' });
const formOf = (h: QuoteHeader): HeaderForm => ({
  refPedido: h.refPedido, fecha: wireToIso(h.fechaCreacion) ?? '', fechaVigencia: wireToIso(h.vigencia) ?? '', plazoEntrega: wireToIso(h.plazoEntrega) ?? '',
  formaPago: h.formaPago, dtoRappel: h.tipoDtoRappel, dtoPP: h.tipoDtoPP, observaciones: h.observaciones,
});

/**
 * The quote wizard (/presupuestos/asistente, spec 3 §2.1, §4.1): customer, quote data, articles, summary. Moving forward saves the header (insert, then amend);
 * lines save on their own, one after another. The quote, step and origin live in the local store (presupuestoActual), so a reload comes back to the quote as last
 * saved; a failed save keeps everything typed. The back arrow returns to where the wizard was opened from.
 */
export function QuoteWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const [start] = useState<CurrentQuote>(() => readCurrentQuote() ?? { id: null, step: 1, origin: 'list' });
  const [id, setId] = useState<number | null>(start.id);
  const [step, setStepState] = useState<WizardStep>(start.step);
  const [customer, setCustomer] = useState<LookupItem | null>(null);
  const [branch, setBranch] = useState<LookupItem | null>(null);
  const [form, setForm] = useState<HeaderForm>(newForm);
  const [loaded, setLoaded] = useState(start.id === null);
  const [triedData, setTriedData] = useState(false);
  const [busy, setBusy] = useState<'save' | 'accept' | null>(null);
  const queue = useMemo(createSerialQueue, []);
  const quoteType = useQuery({ queryKey: ['quote-type', session?.usuario], queryFn: quotesApi.quoteType, staleTime: Infinity });
  const header = useQuery({ queryKey: ['quote-header', id], queryFn: () => quotesApi.header(id!), enabled: id !== null });
  const h = header.data;

  useEffect(() => {
    if (!h || loaded) return;
    setCustomer({ codigo: h.cliente, nombre: h.nombreCliente });
    setBranch({ codigo: h.sucursalEnvio, nombre: h.razonSocial });
    setForm(formOf(h));
    setLoaded(true);
  }, [h, loaded]);

  const setStep = (next: WizardStep, quoteId = id) => {
    setStepState(next);
    writeCurrentQuote({ id: quoteId, step: quoteId === null ? 1 : next, origin: start.origin });
  };
  const leave = () => {
    clearCurrentQuote();
    void navigate(start.origin === 'summary' && id !== null ? `/presupuestos/resumen/${id}` : '/presupuestos');
  };
  const errors = validateHeader(form);

  /** Saves the header (insert while new, amend after); answers the quote id, or null when the save failed (everything typed stays). */
  const saveHeader = async (): Promise<number | null> => {
    if (Object.keys(errors).length > 0) {
      setTriedData(true);
      setStep(2);
      return null;
    }
    if (!customer || !branch) return null;
    setBusy('save');
    const tipo = h?.tipo ?? quoteType.data ?? DEFAULT_QUOTE_TYPE;
    const body = {
      tipo, cliente: customer.codigo, sucursalEnvio: branch.codigo, fecha: isoToWire(form.fecha), fechaVigencia: isoToWire(form.fechaVigencia), plazoEntrega: isoToWire(form.plazoEntrega),
      formaPago: form.formaPago, dtoRappel: form.dtoRappel, dtoPP: form.dtoPP, refPedido: form.refPedido.trim(), observaciones: form.observaciones.trim(),
    };
    try {
      let numero: number | null | undefined;
      if (id === null) {
        try {
          numero = await quotesApi.nextNumber(customer.codigo, tipo);
        } catch (error) {
          await alertQuoteError(t, 'number', error);
          return null;
        }
      }
      const saved = await quotesApi.saveHeader(id === null ? { ...body, accion: 'I', numero } : { ...body, accion: 'A', id });
      setForm((f) => ({ ...f, plazoEntrega: wireToIso(saved.plazoEntrega) ?? f.plazoEntrega }));
      await queryClient.fetchQuery({ queryKey: ['quote-header', saved.id], queryFn: () => quotesApi.header(saved.id) });
      setId(saved.id);
      return saved.id;
    } catch (error) {
      await alertQuoteError(t, 'save', error);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const continueFromCustomer = async () => {
    if (!customerStepComplete(customer?.codigo, branch?.codigo)) {
      await alertRule(t, 'quotes.validation.filtersCustomerBranch', 'quotes.validation.filtersAlert');
      return;
    }
    if (id !== null && h && branch?.codigo !== h.sucursalEnvio && (await saveHeader()) === null) return;
    setStep(2);
  };
  const forward = async (next: WizardStep) => {
    const saved = await saveHeader();
    if (saved !== null) setStep(next, saved);
  };
  const saveExit = async () => {
    if ((await saveHeader()) === null) return;
    notify('success', t('quotes.wizard.saved', { number: h ? quoteLabel(h) : '' }));
    leave();
  };
  const accept = async () => {
    if (!h) return;
    setBusy('accept');
    try {
      const order = await quotesApi.accept(keyOf(h));
      clearCurrentQuote();
      await queryClient.invalidateQueries({ queryKey: ['quotes'] });
      await showAlert({ type: 'infoWButton', forced: true, title: t('quotes.wizard.acceptedTitle'), message: t('quotes.wizard.acceptedMessage', { number: quoteLabel(h), order }), acceptLabel: t('common.accept') });
      void navigate('/presupuestos');
    } catch (error) {
      await alertQuoteError(t, 'accept', error);
    } finally {
      setBusy(null);
    }
  };

  const applyLines = (lines: QuoteLine[] | undefined, importe: number | undefined) => {
    queryClient.setQueryData<QuoteHeader>(['quote-header', id], (old) => (old ? { ...old, lineas: lines ?? old.lineas, importePedidoEntrado: importe ?? old.importePedidoEntrado } : old));
    void queryClient.invalidateQueries({ queryKey: ['quote-header', id] });
  };
  /** Saves lines through the queue, so two quick saves reach the server one after the other; a refused line shows the server's reason and keeps the form. */
  const saveLines = async (lines: LineSave[]): Promise<boolean> => {
    const outcome = await queue(() => quotesApi.saveLines(lines).then((reply) => ({ reply }), (error: unknown) => ({ error })));
    if ('error' in outcome) {
      await alertQuoteError(t, 'detail', outcome.error);
      return false;
    }
    const { reply } = outcome;
    if (reply.errorCode) {
      const amounts = Object.fromEntries(Object.entries(reply.errorValues ?? {}).map(([k, v]) => [k, formatAmount(v)]));
      await showAlert({
        type: 'errorWButton', title: t('quotes.errors.context.detail'),
        message: refusalText(t, reply.errorCode, reply.errorMsg, { item: reply.errorItem, ...amounts }) ?? t('messages.errorDefaultDesc'),
      });
      return false;
    }
    applyLines(reply.detallePresupuesto, reply.importePedidoEntrado);
    const inserted = lines.filter((l) => l.accion === 'I').length;
    notify('success', inserted ? t('quotes.lines.added', { count: inserted }) : t('quotes.lines.saved', { item: lines[0]?.numeroItem ?? '' }));
    return true;
  };
  const deleteLine = async (line: QuoteLine) => {
    if (!h || !(await confirmYesNo(t, 'quotes.lines.deleteTitle', t('quotes.lines.deleteQuestion', { item: line.numeroItem, article: line.nombreArticulo })))) return;
    const outcome = await queue(() => quotesApi.removeLine(keyOf(h), line.numeroItem).then(() => null, (error: unknown) => ({ error })));
    if (outcome) {
      await alertQuoteError(t, 'deleteLine', outcome.error);
      return;
    }
    applyLines(h.lineas.filter((l) => l.idLinea !== line.idLinea), undefined);
    notify('success', t('quotes.lines.deleted', { item: line.numeroItem }));
  };

  const title = h ? t('quotes.wizard.title', { number: quoteLabel(h) }) : t('quotes.wizard.newTitle');
  const steps = ['customer', 'data', 'articles', 'summary'] as const;
  const blocked = h && !quoteEditable(h.estado);

  return (
    <DatePickersProvider>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton onClick={leave} aria-label={t(start.origin === 'summary' ? 'quotes.wizard.backToSummary' : 'quotes.summary.backToList')} data-testid="wizard-exit"><ArrowBackIcon /></IconButton>
          <Typography variant="h4" component="h1" data-testid="wizard-title">{title}</Typography>
          {h && <Typography color="text.secondary" sx={{ pl: 1 }}>{`${h.cliente} · ${h.nombreCliente}`}</Typography>}
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: 4 }} data-testid="wizard-stepper" data-step={step}>
            {steps.map((s) => <Step key={s}><StepLabel>{t(`quotes.wizard.steps.${s}`)}</StepLabel></Step>)}
          </Stepper>
          {id !== null && header.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={t('messages.cargandoContenido')} /></Box>}
          {header.isError && (
            <Alert severity="error" data-testid="wizard-load-error" action={<Button color="inherit" onClick={leave}>{t('quotes.summary.backToList')}</Button>}>
              {t('quotes.errors.context.header')}: {describeError(t, header.error)}
            </Alert>
          )}
          {blocked && (
            <Alert severity="info" data-testid="wizard-locked" action={<Button color="inherit" onClick={leave}>{t('quotes.summary.backToList')}</Button>}>
              {t('quotes.summary.locked', { status: h.nombreEstado })}
            </Alert>
          )}
          {loaded && !blocked && !header.isError && (
            <>
              {step === 1 && (
                <CustomerStep customer={customer} branch={branch} customerFixed={id !== null} busy={busy !== null}
                  onCustomer={setCustomer} onBranch={setBranch} onContinue={() => void continueFromCustomer()} />
              )}
              {step === 2 && (
                <QuoteDataStep form={form} errors={triedData ? errors : {}} busy={busy !== null} currency={h?.moneda ?? DEFAULT_CURRENCY} quoteType={h?.tipo ?? quoteType.data ?? DEFAULT_QUOTE_TYPE}
                  onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
                  onBack={() => setStep(1)} onContinue={() => void forward(3)} />
              )}
              {step === 3 && h && (
                <ArticlesStep header={h} empresa={session?.empresa ?? h.empresa} saveLines={saveLines} deleteLine={deleteLine} busy={busy !== null}
                  onBack={() => setStep(2)} onContinue={() => void forward(4)} />
              )}
              {step === 4 && h && (
                <SummaryStep header={h} busy={busy} title={title} onBack={() => setStep(3)} onSaveExit={() => void saveExit()} onAccept={() => void accept()} />
              )}
            </>
          )}
        </Paper>
      </Stack>
    </DatePickersProvider>
  );
}
