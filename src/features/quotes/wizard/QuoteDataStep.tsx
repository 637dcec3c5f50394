import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STORED_DEFAULTS } from '../../../kit/session/storageKeys';
import { quotesApi } from '../api/quotesApi';
import { DayPicker } from '../components/DayPicker';
import { isoToWire } from '../../../domain/quotes/quoteDates';
import type { HeaderField, HeaderForm, QuoteMessage } from '../../../domain/quotes/quoteRules';
import { describeError } from '../quoteAlerts';

/** Step 2 (spec 3 §2.1): reference, creation, validity and delivery dates, payment method, rappel and prompt-payment discounts, observations. */
export function QuoteDataStep(props: {
  form: HeaderForm; errors: Partial<Record<HeaderField, QuoteMessage>>; busy: boolean; currency: string; quoteType: string;
  onChange: (patch: Partial<HeaderForm>) => void; onBack: () => void; onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { form, errors, onChange } = props;
  const on = form.fecha && form.fecha !== 'invalid' ? form.fecha : new Date().toISOString().slice(0, 10);
  const payments = useQuery({ queryKey: ['quote-payment-methods'], queryFn: () => quotesApi.paymentMethods(STORED_DEFAULTS.defaultCountry), staleTime: 600_000 });
  const rappels = useQuery({ queryKey: ['quote-discounts', 'CAB', on], queryFn: () => quotesApi.discounts('CAB', isoToWire(on)), staleTime: 600_000 });
  const prompt = useQuery({ queryKey: ['quote-discounts', 'PP', on], queryFn: () => quotesApi.discounts('PP', isoToWire(on)), staleTime: 600_000 });
  const message = (field: HeaderField) => (errors[field] ? t(errors[field]!) : null);
  const loadError = [payments, rappels, prompt].find((q) => q.isError)?.error;

  const select = (field: 'formaPago' | 'dtoRappel' | 'dtoPP', label: string, options: { value: string; label: string }[]) => (
    <TextField select size="small" fullWidth required label={label} value={options.some((o) => o.value === form[field]) ? form[field] : ''}
      onChange={(e) => onChange({ [field]: e.target.value })} error={Boolean(errors[field])} helperText={message(field) ?? undefined}
      slotProps={{ htmlInput: { 'data-testid': `wizard-${field}` } }}>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }} data-testid="wizard-step-2">
      {loadError ? <Alert severity="error">{t('quotes.errors.context.paymentMethods')}: {describeError(t, loadError)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <TextField size="small" label={t('quotes.fields.reference')} value={form.refPedido} onChange={(e) => onChange({ refPedido: e.target.value.slice(0, 40) })}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'wizard-refPedido' } }} />
        <TextField size="small" label={t('quotes.fields.currency')} value={props.currency} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'wizard-currency' } }} />
        <TextField size="small" label={t('quotes.fields.type')} value={props.quoteType} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'wizard-type' } }} />
        <DayPicker label={t('quotes.fields.creationDate')} value={form.fecha} onChange={(v) => onChange({ fecha: v })} error={message('fecha')} testId="wizard-fecha" required />
        <DayPicker label={t('quotes.fields.validityDate')} value={form.fechaVigencia} onChange={(v) => onChange({ fechaVigencia: v })} error={message('fechaVigencia')}
          minDate={form.fecha} testId="wizard-fechaVigencia" required />
        <DayPicker label={t('quotes.fields.deliveryDeadline')} value={form.plazoEntrega} onChange={(v) => onChange({ plazoEntrega: v })} error={message('plazoEntrega')}
          minDate={form.fecha} testId="wizard-plazoEntrega" />
        {select('formaPago', t('quotes.fields.paymentMethod'), (payments.data ?? []).map((p) => ({ value: p.formaPago, label: p.formaPagoNombre })))}
        {select('dtoRappel', t('quotes.fields.rappel'), (rappels.data ?? []).map((d) => ({ value: d.tipoDescuento, label: `${d.denomDto} (${d.dto} %)` })))}
        {select('dtoPP', t('quotes.fields.promptPayment'), (prompt.data ?? []).map((d) => ({ value: d.tipoDescuento, label: `${d.denomDto} (${d.dto} %)` })))}
        <TextField size="small" multiline minRows={3} label={t('quotes.fields.observations')} value={form.observaciones} onChange={(e) => onChange({ observaciones: e.target.value.slice(0, 1000) })}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'wizard-observaciones' } }} sx={{ gridColumn: { sm: 'span 2', md: 'span 3' } }} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={props.onBack} data-testid="wizard-back">{t('quotes.wizard.back')}</Button>
        <Button variant="contained" onClick={props.onContinue} disabled={props.busy} data-testid="wizard-continue">{t('quotes.wizard.continue')}</Button>
      </Stack>
    </Stack>
  );
}
