import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatAmount, formatNumber } from '../../../engine/format/formatAmount';
import type { QuoteHeader } from '../../../domain/quotes/quoteTypes';

/** Totals of a quote: lines, rappel, prompt payment, taxable base, VAT and total. */
export function QuoteTotalsTable({ header }: { header: QuoteHeader }) {
  const { t } = useTranslation();
  const s = header.totales;
  const rows: [string, number, string][] = [
    [t('quotes.totals.lines'), s.importeLineas, 'lines'],
    ...(header.dtoRappel ? [[t('quotes.totals.rappel', { percent: formatNumber(header.dtoRappel) }), s.importeRappel ? -s.importeRappel : 0, 'rappel'] as [string, number, string]] : []),
    ...(header.dtoPP ? [[t('quotes.totals.promptPayment', { percent: formatNumber(header.dtoPP) }), s.importeProntoPago ? -s.importeProntoPago : 0, 'pp'] as [string, number, string]] : []),
    [t('quotes.totals.base'), s.baseImponible, 'base'],
    [t('quotes.totals.vat', { percent: formatNumber(s.porcentajeIva) }), s.importeIva, 'vat'],
    [t('quotes.totals.total'), s.total, 'total'],
  ];
  return (
    <Table size="small" sx={{ width: 380, maxWidth: '100%', alignSelf: 'flex-end' }} data-testid="quote-totals">
      <TableBody>
        {rows.map(([label, value, id]) => (
          <TableRow key={id} data-total={id}>
            <TableCell sx={id === 'total' ? { fontWeight: 700 } : undefined}>{label}</TableCell>
            <TableCell align="right" sx={id === 'total' ? { fontWeight: 700 } : undefined}>{formatAmount(value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
