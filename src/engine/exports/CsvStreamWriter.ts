import { BlobSink } from './blobSink';
import { csvField } from './csvField';
import type { ExportCell, ExportSheet, ExportWriter } from './exportWriter';

/** MIME type of a CSV export. */
export const CSV_TYPE = 'text/csv;charset=utf-8';
/** Field separator: Excel in Spanish (and French, Italian) reads ';' as the separator, the comma being the decimal mark. */
export const CSV_SEPARATOR = ';';
const BOM = '\ufeff';
const EOL = '\r\n';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Writes a CSV export as its rows arrive: UTF-8 with a byte-order mark (Excel then reads the accents), ';' between fields, CRLF lines, the
 * header first. Days as DD/MM/YYYY, numbers with a decimal comma (amounts with two decimals) so a spreadsheet in Spanish reads them as
 * numbers; text through csvField (quoted when needed, neutralised against formulas).
 */
export class CsvStreamWriter implements ExportWriter {
  rows = 0;
  private readonly sink = new BlobSink(CSV_TYPE);
  private readonly encoder = new TextEncoder();
  private readonly decimals: (number | undefined)[];

  constructor(spec: ExportSheet) {
    // Amounts with two decimals; prices per unit (0.00####) with the decimals they have.
    this.decimals = spec.columns.map((c) => (c.numFmt && /0\.00(?!#)/.test(c.numFmt) ? 2 : undefined));
    this.sink.push(this.encoder.encode(BOM + spec.columns.map((c) => csvField(c.header, { separator: CSV_SEPARATOR })).join(CSV_SEPARATOR) + EOL));
  }

  write(rows: readonly ExportCell[][]): void {
    let text = '';
    for (const row of rows) {
      text += row.map((v, i) => this.field(v, i)).join(CSV_SEPARATOR) + EOL;
      this.rows++;
    }
    if (text) this.sink.push(this.encoder.encode(text));
  }

  finish(): Blob {
    return this.sink.blobOf();
  }

  private field(v: ExportCell, column: number): string {
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : `${two(v.getDate())}/${two(v.getMonth() + 1)}/${v.getFullYear()}`;
    return csvField(v, { separator: CSV_SEPARATOR, decimalComma: true, ...(typeof v === 'number' ? { decimals: this.decimals[column] } : {}) });
  }
}
