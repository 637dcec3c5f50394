import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { BlobSink } from './blobSink';
import { XLSX_MAX_DATA_ROWS } from './exportLimits';
import type { ExportCell, ExportSheet, ExportWriter } from './exportWriter';
import { neutraliseFormula } from './neutraliseFormula';
import { asciiBytes, Utf8Writer } from './Utf8Writer';
import { columnLetters, packageParts, safeSheetName, sheetEnd, sheetStart, stylesPart, xmlText } from './xlsxParts';

/** MIME type of an xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Compression of the parts: the fastest deflate level (sheet XML shrinks ~10× at any level; higher levels cost seconds on large exports). */
const LEVEL = 1;
const SST_START = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SST_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DAY_MS = 86_400_000;
/** Excel's serial number of 1970-01-01 (1900 date system). */
const EPOCH_SERIAL = 25_569;

/** A sheet asked to hold more rows than Excel opens. */
export class SheetFullError extends Error {
  constructor(readonly limit: number) {
    super(`An Excel sheet holds at most ${limit} rows under its header`);
    this.name = 'SheetFullError';
  }
}

/** Excel's serial day of a date, from its calendar day as the user sees it (no time, no time-zone shift). */
export function excelSerial(d: Date): number {
  return EPOCH_SERIAL + Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS;
}

/** Distinct texts kept in the shared string table; later new texts are written inline, so memory stays bounded on any export. */
const SHARED_TEXTS = 100_000;

/** A sheet name not yet taken in the workbook (Excel refuses two sheets of one name, in any case). */
function uniqueName(name: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  let candidate = name;
  for (let n = 2; lower.has(candidate.toLowerCase()); n++) candidate = `${name.slice(0, 27)} (${n})`;
  return candidate;
}

// The constant pieces of a row's XML, as bytes.
const ROW_OPEN = asciiBytes('<row r="');
const ROW_OPENED = asciiBytes('">');
const ROW_CLOSE = asciiBytes('</row>');
const QUOTE = asciiBytes('"');
const VALUE_OPEN = asciiBytes('><v>');
const SHARED_OPEN = asciiBytes(' t="s"><v>');
const VALUE_CLOSE = asciiBytes('</v></c>');

/** A sheet's cell openings as bytes: each column's (`<c s="2"`), the same before a reference (`<c s="2" r="`), and the column letters. */
interface CellStarts { plain: Uint8Array[]; at: Uint8Array[]; letters: Uint8Array[] }
const cellStartsOf = (starts: readonly string[]): CellStarts => ({
  plain: starts.map(asciiBytes), at: starts.map((start) => asciiBytes(`${start} r="`)), letters: starts.map((_, i) => asciiBytes(columnLetters(i + 1))),
});

/** A text element, keeping its leading or trailing spaces. */
const textElement = (text: string) => `<t${/^\s|\s$/.test(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t>`;
/** The rest of an inline text cell after its reference and style (the header, and texts once the shared table is full). */
const inlineBody = (text: string) => ` t="inlineStr"><is>${textElement(text)}</is></c>`;
/** A sheet's header row cells: bold, inline text. */
const headerXml = (spec: ExportSheet) => spec.columns.map((c, i) => `<c r="${columnLetters(i + 1)}1" s="1"${inlineBody(String(neutraliseFormula(c.header)))}`).join('');

/**
 * Writes an xlsx file as its rows arrive: the sheet's XML goes into a deflate stream inside a zip stream (fflate), and the compressed bytes into a
 * Blob, so memory holds one batch of rows and the file, never a workbook. One sheet with a bold frozen header, column widths, each column's number
 * format and an auto filter; numbers and dates are typed cells, text is inline and neutralised against formulas (neutraliseFormula).
 */
export class XlsxStreamWriter implements ExportWriter {
  rows = 0;
  private readonly sink = new BlobSink(XLSX_TYPE);
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  /** The sheet's XML as bytes, handed to the deflate stream in chunks (it copies them). */
  private readonly out: Utf8Writer;
  private readonly lastLetter: string;
  /** Shared texts and their index (sharedStrings.xml); a repeated name or code costs a number in the sheet. */
  private readonly shared = new Map<string, number>();
  private sharedXml: string[] = [];
  private textCells = 0;
  /** Each column's cell opening with its style and without a reference (`<c s="2"`), before one (`<c s="2" r="`), and its letters. */
  private readonly starts: CellStarts;
  private readonly name: string;
  private failure: Error | null = null;

  /** Sheets written after the first one when the file ends (a summary): their columns, and their style of each column. */
  private readonly extra: { spec: ExportSheet; starts: CellStarts }[];

  /** extraSheets: sheets whose rows finish() takes, after the streamed one (their columns are known now for the shared styles). */
  constructor(spec: ExportSheet, private readonly limit = XLSX_MAX_DATA_ROWS, extraSheets: readonly ExportSheet[] = []) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.sink.push(chunk);
    });
    this.name = safeSheetName(spec.sheetName);
    this.lastLetter = columnLetters(Math.max(1, spec.columns.length));
    const styles = stylesPart([...spec.columns, ...extraSheets.flatMap((sheet) => sheet.columns)]);
    const starts = styles.columnStyle.map((style) => (style ? `<c s="${style}"` : '<c'));
    this.starts = cellStartsOf(starts.slice(0, spec.columns.length));
    let from = spec.columns.length;
    this.extra = extraSheets.map((sheet) => {
      const sheetStarts = cellStartsOf(starts.slice(from, from + sheet.columns.length));
      from += sheet.columns.length;
      return { spec: sheet, starts: sheetStarts };
    });
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: LEVEL });
    this.zip.add(this.sheet);
    this.out = new Utf8Writer((bytes) => this.sheet.push(bytes));
    this.out.text(sheetStart(spec.columns, headerXml(spec)));
    this.addPart('xl/styles.xml', styles.xml);
  }

  write(rows: readonly ExportCell[][]): void {
    if (this.rows + rows.length > this.limit) throw new SheetFullError(this.limit);
    this.writeRows(this.out, rows, this.rows + 2, this.starts);
    this.rows += rows.length;
    this.out.flush();
    if (this.failure) throw this.failure;
  }

  /** Writes the XML of rows from sheet row `first` on. */
  private writeRows(out: Utf8Writer, rows: readonly ExportCell[][], first: number, starts: CellStarts): void {
    let r = first - 1;
    for (const row of rows) {
      r++;
      out.bytes(ROW_OPEN);
      out.uint(r);
      out.bytes(ROW_OPENED);
      // A cell carries its reference only where it does not follow the one before it (the row's first, or after an empty cell): a cell
      // without one is the next column (ECMA-376 CT_Cell r is optional), which keeps a quarter of the sheet's bytes out of the deflate.
      let follows = false;
      for (let i = 0; i < row.length; i++) {
        const v = row[i];
        let value: string | number | undefined;
        if (v === null || v === undefined) value = undefined;
        else if (typeof v === 'number') value = Number.isFinite(v) ? v : undefined;
        else if (v instanceof Date) value = Number.isNaN(v.getTime()) ? undefined : excelSerial(v);
        else value = String(neutraliseFormula(v));
        if (value === undefined) {
          follows = false;
          continue;
        }
        if (follows) out.bytes(starts.plain[i]!);
        else {
          out.bytes(starts.at[i]!);
          out.bytes(starts.letters[i]!);
          out.uint(r);
          out.bytes(QUOTE);
        }
        if (typeof value === 'number') {
          out.bytes(VALUE_OPEN);
          out.text(String(value));
          out.bytes(VALUE_CLOSE);
        } else this.textCell(out, value);
        follows = true;
      }
      out.bytes(ROW_CLOSE);
    }
  }

  /** Ends the file; extraRows are the rows of the sheets named to the constructor, in order. */
  finish(extraRows: readonly (readonly ExportCell[][])[] = []): Blob {
    const range = `A1:${this.lastLetter}${this.rows + 1}`;
    this.out.flush();
    this.sheet.push(strToU8(sheetEnd(range)), true);
    const sheets = [{ name: this.name, range }];
    this.extra.forEach(({ spec, starts }, i) => {
      const rows = extraRows[i] ?? [];
      const sheetRange = `A1:${columnLetters(Math.max(1, spec.columns.length))}${rows.length + 1}`;
      // A small sheet (a summary): its bytes gathered and added as one part.
      const part = new ZipDeflate(`xl/worksheets/sheet${i + 2}.xml`, { level: LEVEL });
      this.zip.add(part);
      const out = new Utf8Writer((bytes) => part.push(bytes));
      out.text(sheetStart(spec.columns, headerXml(spec)));
      this.writeRows(out, rows, 2, starts);
      out.text(sheetEnd(sheetRange));
      out.flush();
      part.push(new Uint8Array(0), true);
      sheets.push({ name: uniqueName(safeSheetName(spec.sheetName), sheets.map((s) => s.name)), range: sheetRange });
    });
    for (const [name, xml] of packageParts(sheets)) this.addPart(name, xml);
    this.addPart('xl/sharedStrings.xml', `${SST_START}<sst xmlns="${SST_NS}" count="${this.textCells}" uniqueCount="${this.shared.size}">${this.sharedXml.join('')}</sst>`);
    this.sharedXml = [];
    this.zip.end();
    if (this.failure) throw this.failure;
    return this.sink.blobOf();
  }

  /** Writes the rest of a text cell after its reference and style: by its index in the shared table, adding it while the table has room, else inline. */
  private textCell(out: Utf8Writer, value: string): void {
    let index = this.shared.get(value);
    if (index === undefined) {
      if (this.shared.size >= SHARED_TEXTS) {
        out.text(inlineBody(value));
        return;
      }
      index = this.shared.size;
      this.shared.set(value, index);
      this.sharedXml.push(`<si>${textElement(value)}</si>`);
    }
    this.textCells++;
    out.bytes(SHARED_OPEN);
    out.uint(index);
    out.bytes(VALUE_CLOSE);
  }

  private addPart(name: string, xml: string): void {
    const part = new ZipDeflate(name, { level: LEVEL });
    this.zip.add(part);
    part.push(strToU8(xml), true);
  }
}
