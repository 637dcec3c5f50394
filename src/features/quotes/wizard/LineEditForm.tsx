import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { formatAmount, formatNumber } from '../../../engine/format/formatAmount';
import { quotesApi } from '../api/quotesApi';
import type { DiscountType, Grouping, LineSave, QuoteHeader, QuoteLine } from '../../../domain/quotes/quoteTypes';
import { QuantityField } from '../components/QuantityField';
import { priceLine } from '../../../domain/quotes/linePricing';
import { clampQuantity, lineDiscount, NO_DISCOUNT, parsePrice, priceInputText, toggleLink, typedPriceText, type DiscountChain, type DiscountLink, type GrossNet } from '../../../domain/quotes/priceRules';
import { grossNetLocked, validateLine, type LineField } from '../../../domain/quotes/quoteRules';
import { describeError } from '../quoteAlerts';

interface Draft {
  agrupacion: number;
  referencia: string;
  cantidad: string;
  tarifa: string;
  brutoNeto: GrossNet | '';
  precio: string;
  /** The price follows the rate (after choosing another rate) instead of what was typed. */
  fromRate: boolean;
  tipoDescuento: string;
  chain: DiscountChain;
  porcText: [string, string, string];
  observaciones: string;
}

const draftOf = (l: QuoteLine): Draft => ({
  agrupacion: l.agrupacion, referencia: l.referencia, cantidad: String(l.cantidadUmv), tarifa: l.tarifa, brutoNeto: l.brutoNeto, precio: priceInputText(l.precioArticulo), fromRate: false,
  tipoDescuento: l.tipoDescuento ?? '', chain: { porc1: l.porc1Dto, entre12: l.entre12, porc2: l.porc2Dto, entre23: l.entre23, porc3: l.porc3Dto },
  porcText: [String(l.porc1Dto), String(l.porc2Dto), String(l.porc3Dto)], observaciones: l.observaciones,
});
const chainOf = (d: DiscountType): DiscountChain => ({ porc1: d.porc1Dto, entre12: d.entre12, porc2: d.porc2Dto, entre23: d.entre23, porc3: d.porc3Dto });
const percentValue = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));

/**
 * The edit form of an expanded line (spec 3 §2.1, §5.1): grouping, reference, quantity (sales unit, 0–100000, two decimals), rate, gross/net (fixed on JV quotes),
 * price (digits and a comma, kept with a dot), discount type and its three percentages with +/− links, observations, Save. Shows the net price and amount as they
 * will be; the server computes the saved values. A refused save keeps everything typed.
 */
export function LineEditForm(props: {
  line: QuoteLine; header: QuoteHeader; groupings: Grouping[]; lineDiscounts: DiscountType[];
  onSave: (line: LineSave) => Promise<boolean>; onManageGroupings: () => void;
}) {
  const { t } = useTranslation();
  const { line, header } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(line));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const rates = useQuery({
    queryKey: ['quote-rates', line.articulo, line.fechaTarifa, line.ump, header.moneda],
    queryFn: () => quotesApi.rates({ articulo: line.articulo, fechaTarifa: line.fechaTarifa, unidadMedida: line.ump, moneda: header.moneda }),
    staleTime: 300_000,
  });
  const locked = grossNetLocked(header.tipo);
  const cantidad = draft.cantidad.trim() === '' ? null : clampQuantity(draft.cantidad);
  const precio = parsePrice(draft.precio);
  const errors = validateLine({ tarifa: draft.tarifa, brutoNeto: draft.brutoNeto, cantidad, precio, chain: draft.chain });
  const shown = (field: LineField) => (tried && errors[field] ? t(errors[field]!) : undefined);
  const preview = cantidad !== null && precio !== null && draft.brutoNeto
    ? priceLine({ cantidadUmv: cantidad, factor: line.factor, unitVolume: line.volumenUnitario, precio, brutoNeto: draft.brutoNeto, chain: draft.chain })
    : null;

  const applyDiscount = (code: string) => {
    const type = props.lineDiscounts.find((d) => d.tipoDescuento === code);
    const chain = type ? chainOf(type) : NO_DISCOUNT;
    set({ tipoDescuento: code, chain, porcText: [String(chain.porc1), String(chain.porc2), String(chain.porc3)] });
  };
  const chooseRate = (code: string) => {
    const rate = rates.data?.find((r) => r.tarifa === code);
    if (!rate) return set({ tarifa: code });
    setDraft((d) => ({ ...d, tarifa: code, precio: priceInputText(rate.precioA), fromRate: true, brutoNeto: rate.brutoNeto }));
    if (rate.tipoDto) applyDiscount(rate.tipoDto);
  };
  const setPercent = (i: 0 | 1 | 2, text: string) => {
    const clean = text.replace(/[^\d.,]/g, '');
    setDraft((d) => {
      const porcText = [...d.porcText] as Draft['porcText'];
      porcText[i] = clean;
      const key = (['porc1', 'porc2', 'porc3'] as const)[i];
      // Percentages typed by hand no longer follow a discount type.
      return { ...d, porcText, tipoDescuento: '', chain: { ...d.chain, [key]: percentValue(clean) } };
    });
  };
  const flip = (link: 'entre12' | 'entre23') => setDraft((d) => ({ ...d, tipoDescuento: '', chain: { ...d.chain, [link]: toggleLink(d.chain[link]) } }));

  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0 || cantidad === null || precio === null || !draft.brutoNeto) return;
    setSaving(true);
    const ok = await props.onSave({
      idCabecera: header.id, idLinea: line.idLinea, numeroItem: line.numeroItem, articulo: line.articulo, accion: 'A', cantidadUmv: cantidad, cantidad: preview?.cantidad ?? null,
      ump: line.ump, umv: line.umv, tarifa: draft.tarifa, precio, precioTarifa: rates.data?.find((r) => r.tarifa === draft.tarifa)?.precioA ?? line.precioTarifa,
      fechaTarifa: line.fechaTarifa, recalcularPrecio: draft.fromRate ? 'S' : 'N', tipoDescuento: draft.tipoDescuento || null,
      porc1Dto: draft.chain.porc1, entre12: draft.chain.entre12, porc2Dto: draft.chain.porc2, entre23: draft.chain.entre23, porc3Dto: draft.chain.porc3, dto: preview?.descuento ?? null,
      ref: draft.referencia.trim(), observaciones: draft.observaciones.trim(), estado: line.estado, brutoNeto: draft.brutoNeto, agrupacion: draft.agrupacion,
    });
    setSaving(false);
    if (ok) setTried(false);
  };

  const percentField = (i: 0 | 1 | 2) => (
    <TextField size="small" label={t('quotes.lineForm.percent', { n: i + 1 })} value={draft.porcText[i]} onChange={(e) => setPercent(i, e.target.value)}
      disabled={draft.brutoNeto === 'N'} sx={{ width: 104 }} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `line-porc${i + 1}` } }} />
  );
  const linkButton = (link: 'entre12' | 'entre23') => (
    <Tooltip title={t('quotes.lineForm.toggleLink')}>
      <span>
        <Button size="small" variant="text" disabled={draft.brutoNeto === 'N'} onClick={() => flip(link)} sx={{ minWidth: 32, fontSize: '1.1rem', fontWeight: 700 }}
          aria-label={t('quotes.lineForm.linkLabel', { link: draft.chain[link] === '-' ? '−' : '+' })} data-testid={`line-${link}`}>
          {draft.chain[link] === '-' ? '−' : '+'}
        </Button>
      </span>
    </Tooltip>
  );
  /** The chosen rate as the closed field shows it: code and name (its price shows under the price field, its discount in the menu). */
  const rateName = (code: string) => {
    const rate = rates.data?.find((r) => r.tarifa === code);
    return rate ? t('quotes.lineForm.rateValue', { code: rate.tarifa, name: rate.nombre }) : code;
  };
  const linkText = (l: DiscountLink) => (l === '-' ? '−' : '+');

  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="line-edit-form" data-line={line.numeroItem}>
      {rates.isError && <Typography color="error" variant="body2" sx={{ mb: 1 }}>{t('quotes.errors.context.rates')}: {describeError(t, rates.error)}</Typography>}
      {/* The last column holds the three discount percentages side by side: wider, so their labels read whole. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr)) minmax(0, 1.4fr)' } }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <TextField select size="small" fullWidth label={t('quotes.lineForm.grouping')} value={draft.agrupacion} onChange={(e) => set({ agrupacion: Number(e.target.value) })}
            slotProps={{ htmlInput: { 'data-testid': 'line-grouping' } }}>
            <MenuItem value={0}>{t('quotes.lineForm.noGrouping')}</MenuItem>
            {props.groupings.map((g) => <MenuItem key={g.agrupaCodigo} value={g.agrupaCodigo}>{g.agrupaDenominacion}</MenuItem>)}
            {draft.agrupacion > 0 && !props.groupings.some((g) => g.agrupaCodigo === draft.agrupacion) && <MenuItem value={draft.agrupacion}>{line.nombreAgrupacion || draft.agrupacion}</MenuItem>}
          </TextField>
          <Tooltip title={t('quotes.wizard.groupings')}>
            <IconButton onClick={props.onManageGroupings} aria-label={t('quotes.wizard.groupings')} data-testid="line-groupings"><WorkspacesOutlinedIcon fontSize="small" /></IconButton>
          </Tooltip>
        </Stack>
        <TextField size="small" label={t('quotes.lineForm.reference')} value={draft.referencia} onChange={(e) => set({ referencia: e.target.value.slice(0, 40) })}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'line-reference' } }} />
        <QuantityField label={t('quotes.lineForm.quantity', { unit: line.umv })} value={draft.cantidad} onChange={(v) => set({ cantidad: v })} error={shown('cantidad')} testId="line-quantity" required />
        <TextField select size="small" required label={t('quotes.lineForm.rate')} value={rates.data?.some((r) => r.tarifa === draft.tarifa) ? draft.tarifa : ''}
          onChange={(e) => chooseRate(e.target.value)} error={Boolean(shown('tarifa'))} helperText={shown('tarifa')}
          slotProps={{ htmlInput: { 'data-testid': 'line-rate' }, select: { renderValue: (code) => rateName(String(code)) }, input: { endAdornment: rates.isPending ? <CircularProgress size={16} sx={{ mr: 3 }} /> : undefined } }}>
          {(rates.data ?? []).map((r) => (
            <MenuItem key={r.tarifa} value={r.tarifa}>{t('quotes.lineForm.rateLabel', { code: r.tarifa, name: r.nombre, price: formatAmount(r.precioA), discount: formatNumber(r.dto) })}</MenuItem>
          ))}
        </TextField>
        <TextField select size="small" required label={t('quotes.lineForm.grossNet')} value={draft.brutoNeto} disabled={locked}
          onChange={(e) => set({ brutoNeto: e.target.value as GrossNet })} error={Boolean(shown('brutoNeto'))}
          helperText={shown('brutoNeto') ?? (locked ? t('quotes.lineForm.grossNetLocked') : undefined)} slotProps={{ htmlInput: { 'data-testid': 'line-gross-net' } }}>
          <MenuItem value="B">{t('quotes.lineForm.gross')}</MenuItem>
          <MenuItem value="N">{t('quotes.lineForm.net')}</MenuItem>
        </TextField>
        <TextField size="small" label={t('quotes.lineForm.price', { unit: line.ump })} value={draft.precio}
          onChange={(e) => set({ precio: typedPriceText(e.target.value), fromRate: false })} error={Boolean(shown('precio'))}
          helperText={shown('precio') ?? t('quotes.lineForm.ratePrice', { price: formatAmount(rates.data?.find((r) => r.tarifa === draft.tarifa)?.precioA ?? line.precioTarifa) })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'line-price' } }} />
        <TextField select size="small" label={t('quotes.lineForm.discount')} value={props.lineDiscounts.some((d) => d.tipoDescuento === draft.tipoDescuento) ? draft.tipoDescuento : ''}
          onChange={(e) => applyDiscount(e.target.value)} disabled={draft.brutoNeto === 'N'} slotProps={{ htmlInput: { 'data-testid': 'line-discount-type' } }}>
          <MenuItem value="">{t('quotes.lineForm.noDiscountType')}</MenuItem>
          {props.lineDiscounts.map((d) => <MenuItem key={d.tipoDescuento} value={d.tipoDescuento}>{`${d.denomDto} (${formatNumber(d.dto)} %)`}</MenuItem>)}
        </TextField>
        <Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {percentField(0)}{linkButton('entre12')}{percentField(1)}{linkButton('entre23')}{percentField(2)}
          </Stack>
          <Typography variant="caption" color={shown('descuento') ? 'error' : 'text.secondary'} data-testid="line-discount-total">
            {shown('descuento') ?? (draft.brutoNeto === 'N' ? t('quotes.lineForm.netNoDiscount') : t('quotes.lineForm.discountTotal', {
              chain: `${formatNumber(draft.chain.porc1)} ${linkText(draft.chain.entre12)} ${formatNumber(draft.chain.porc2)} ${linkText(draft.chain.entre23)} ${formatNumber(draft.chain.porc3)}`,
              total: formatNumber(lineDiscount(draft.chain, draft.brutoNeto)),
            }))}
          </Typography>
        </Box>
        <TextField size="small" multiline minRows={2} label={t('quotes.lineForm.observations')} value={draft.observaciones} onChange={(e) => set({ observaciones: e.target.value.slice(0, 500) })}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'line-observations' } }} sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' } }} />
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {preview && (
          <Typography variant="body2" color="text.secondary" data-testid="line-preview">
            {t('quotes.lineForm.preview', { quantity: formatNumber(preview.cantidad), unit: line.ump, net: formatAmount(preview.neto), amount: formatAmount(preview.importe) })}
          </Typography>
        )}
        <Button variant="contained" onClick={() => void save()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="line-save">
          {t('quotes.lineForm.save')}
        </Button>
      </Stack>
    </Box>
  );
}
