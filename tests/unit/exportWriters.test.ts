import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../src/engine/definition/reportDefinition.gen';
import { CsvStreamWriter } from '../../src/engine/exports/CsvStreamWriter';
import { sheetColumns } from '../../src/engine/exports/excelSheet';
import { exportFileName, exportFormatsFor, XLSX_MAX_DATA_ROWS, XLSX_MAX_SHEET_ROWS } from '../../src/engine/exports/exportLimits';
import { sheetRowOf } from '../../src/engine/exports/sheetRowOf';
import { SheetFullError, XlsxStreamWriter } from '../../src/engine/exports/XlsxStreamWriter';

const columns = [
  { field: 'Nombre', headerKey: 'columns.name' },
  { field: 'Referencia', headerKey: 'columns.reference', format: 'code' },
  { field: 'Importe', headerKey: 'columns.amount', format: 'amount' },
  { field: 'Cantidad', headerKey: 'columns.quantity', format: 'number' },
  { field: 'Fecha', headerKey: 'columns.date', format: 'date' },
  { field: 'Validado', headerKey: 'columns.validated', format: 'flagIcon' },
] as Column[];
const translate = (key: string) => ({ 'columns.reference': '=HEADER()', 'grid.yes': 'Sí', 'grid.no': 'No' } as Record<string, string>)[key] ?? key;
const sheet = { sheetName: 'Servicios', columns: sheetColumns(columns, translate) };
const cells = (rows: Record<string, unknown>[]) => rows.map(sheetRowOf(columns, translate));

/** Writes rows in batches through the streaming xlsx writer and reads the file back with ExcelJS. */
async function xlsxRoundTrip(rows: Record<string, unknown>[], batch = 1000): Promise<ExcelJS.Worksheet> {
  const writer = new XlsxStreamWriter(sheet);
  for (let i = 0; i < rows.length; i += batch) writer.write(cells(rows.slice(i, i + batch)));
  expect(writer.rows).toBe(rows.length);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await writer.finish().arrayBuffer());
  const ws = book.getWorksheet('Servicios');
  expect(ws).toBeDefined();
  return ws!;
}

describe('XlsxStreamWriter (the streamed Excel export)', () => {
  it('writes every row in order with typed cells: text, numbers with their formats, days as dates, flags as Sí/No, empty cells empty', { timeout: 60_000 }, async () => {
    const rows = Array.from({ length: 12_345 }, (_, i) => ({
      Nombre: `Cliente ${i % 97} & <hijos> "S.L."`, Referencia: { codigo: `R${i}` }, Importe: i % 5 === 0 ? null : -i / 4, Cantidad: i * 1000.5,
      Fecha: i % 7 === 0 ? '' : `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`, Validado: i % 2 ? 'S' : 'N',
    }));
    const ws = await xlsxRoundTrip(rows, 5000);
    expect(ws.rowCount).toBe(rows.length + 1);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['columns.name', '\'=HEADER()', 'columns.amount', 'columns.quantity', 'columns.date', 'columns.validated']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    rows.forEach((r, i) => {
      const row = ws.getRow(i + 2);
      expect(row.getCell(1).value).toBe(r.Nombre);
      expect(row.getCell(2).value).toBe(`R${i}`);
      expect(row.getCell(3).value).toBe(r.Importe === null ? null : r.Importe);
      expect(row.getCell(4).value).toBe(r.Cantidad);
      expect(row.getCell(5).value).toEqual(r.Fecha ? new Date(`${r.Fecha}T00:00:00Z`) : null);
      expect(row.getCell(6).value).toBe(r.Validado === 'S' ? 'Sí' : 'No');
    });
    const second = ws.getRow(3);
    expect(second.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(second.getCell(3).numFmt).toBe('#,##0.00 "€"');
    expect(second.getCell(4).numFmt).toBe('#,##0.###');
    expect(second.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(second.getCell(5).numFmt).toBe('dd/mm/yyyy');
    // Frozen header, column widths, the auto filter over every row.
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(3).width).toBe(14);
    expect(ws.getColumn(5).width).toBe(12);
    expect(ws.autoFilter).toBe(`A1:F${rows.length + 1}`);
  });

  it('neutralises text that would run as a formula, keeps negative numbers as numbers and drops characters XML cannot hold', async () => {
    const ws = await xlsxRoundTrip([
      { Nombre: '=HYPERLINK("http://x","y")', Referencia: '@SUM(A1:A9)', Importe: -1234.5, Cantidad: 0, Fecha: '2026-01-05', Validado: 'S' },
      { Nombre: 'Tab\u0001 y\u0008 control', Referencia: '-R-77', Importe: '-7.25', Cantidad: null, Fecha: null, Validado: 'N' },
      { Nombre: '  con espacios  ', Referencia: '+34', Importe: 0, Cantidad: 3, Fecha: '31/12/2025', Validado: null },
    ]);
    expect(ws.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("http://x","y")');
    expect(ws.getRow(2).getCell(2).value).toBe('\'@SUM(A1:A9)');
    expect(ws.getRow(2).getCell(3).value).toBe(-1234.5);
    expect(ws.getRow(3).getCell(1).value).toBe('Tab y control');
    expect(ws.getRow(3).getCell(2).value).toBe('\'-R-77');
    expect(ws.getRow(3).getCell(3).value).toBe(-7.25);
    expect(ws.getRow(4).getCell(1).value).toBe('  con espacios  ');
    expect(ws.getRow(4).getCell(2).value).toBe('\'+34');
    expect(ws.getRow(4).getCell(5).value).toEqual(new Date('2025-12-31T00:00:00Z'));
    expect(ws.getRow(4).getCell(6).value).toBeNull();
    for (let c = 1; c <= 6; c++) for (let r = 1; r <= 4; r++) expect(ws.getRow(r).getCell(c).type, `R${r}C${c}`).not.toBe(ExcelJS.ValueType.Formula);
  });

  it('keeps texts of any script, and the texts written inline once the shared table is full, as they were', { timeout: 60_000 }, async () => {
    const names = ['Logística Verde del Norte S.L.', 'Ñandú € 漢字', 'emoji 😀 🇪🇸', 'A & B <C>'];
    const rows = Array.from({ length: 110_000 }, (_, i) => ({ Nombre: names[i % names.length], Referencia: `Único-${i}-ü`, Importe: i / 100 }));
    const ws = await xlsxRoundTrip(rows, 5000);
    for (const i of [0, 1, 2, 3, 99_998, 109_999]) {
      expect(ws.getRow(i + 2).getCell(1).value).toBe(names[i % names.length]);
      expect(ws.getRow(i + 2).getCell(2).value).toBe(`Único-${i}-ü`);
      expect(ws.getRow(i + 2).getCell(3).value).toBe(i / 100);
    }
  });

  it('gives a cell its reference only where it does not follow the cell before it (the row\'s first, after an empty cell)', async () => {
    const writer = new XlsxStreamWriter(sheet);
    writer.write(cells([
      { Nombre: 'A', Referencia: 'R1', Importe: 1, Cantidad: 2, Fecha: '2026-01-02', Validado: 'S' },
      { Nombre: 'B', Referencia: null, Importe: null, Cantidad: 3, Fecha: null, Validado: 'N' },
      { Nombre: null, Referencia: 'R3', Importe: 4, Cantidad: null, Fecha: null, Validado: null },
    ]));
    const files = unzipSync(new Uint8Array(await writer.finish().arrayBuffer()));
    const xml = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const rows = [...xml.matchAll(/<row r="(\d)">(.*?)<\/row>/g)].slice(1).map((m) => [...m[2]!.matchAll(/<c(?: s="\d+")?( r="\w+")?/g)].map((c) => c[1]?.slice(4, -1) ?? '·'));
    expect(rows).toEqual([['A2', '·', '·', '·', '·', '·'], ['A3', 'D3', 'F3'], ['B4', '·']]);
  });

  it('names the sheet as Excel allows and refuses rows past the sheet\'s limit', async () => {
    const writer = new XlsxStreamWriter({ ...sheet, sheetName: 'Ventas/Compras: [2026] con un nombre muy largo' }, 3);
    writer.write(cells([{ Nombre: 'a' }, { Nombre: 'b' }]));
    expect(() => writer.write(cells([{ Nombre: 'c' }, { Nombre: 'd' }]))).toThrow(SheetFullError);
    writer.write(cells([{ Nombre: 'c' }]));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await writer.finish().arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(['Ventas Compras   2026  con un n']);
    expect(book.worksheets[0]!.rowCount).toBe(4);
  });
});

describe('the Excel limit', () => {
  it('a search fits a sheet up to 1,048,575 rows under the header; past that only CSV is offered, under the same file name', () => {
    expect(XLSX_MAX_SHEET_ROWS).toBe(1_048_576);
    expect(exportFormatsFor(0)).toEqual(['xlsx']);
    expect(exportFormatsFor(XLSX_MAX_DATA_ROWS)).toEqual(['xlsx']);
    expect(exportFormatsFor(XLSX_MAX_DATA_ROWS + 1)).toEqual(['csv']);
    expect(exportFileName('Sales.xlsx', 'csv')).toBe('Sales.csv');
    expect(exportFileName('recogidasEntregas.xlsx', 'xlsx')).toBe('recogidasEntregas.xlsx');
    expect(exportFileName('Informe', 'csv')).toBe('Informe.csv');
  });
});

describe('CsvStreamWriter (exports past the Excel limit)', () => {
  it('writes UTF-8 with a byte-order mark, ; between fields, CRLF lines, the header first and every row in order', async () => {
    const writer = new CsvStreamWriter(sheet);
    writer.write(cells([
      { Nombre: 'Pérez; Hijos "PH"', Referencia: { codigo: '=1+1' }, Importe: -1234.5, Cantidad: 1000.25, Fecha: '2026-03-04', Validado: 'S' },
      { Nombre: 'Línea\nsegunda', Referencia: '007', Importe: null, Cantidad: 2, Fecha: null, Validado: 'N' },
    ]));
    writer.write(cells([{ Nombre: 'Último', Referencia: 'X', Importe: 3, Cantidad: 0.125, Fecha: '01/02/2026', Validado: null }]));
    expect(writer.rows).toBe(3);
    const bytes = new Uint8Array(await writer.finish().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe([
      'columns.name;"\'=HEADER()";columns.amount;columns.quantity;columns.date;columns.validated',
      '"Pérez; Hijos ""PH""";"\'=1+1";-1234,50;1000,25;04/03/2026;Sí',
      '"Línea\nsegunda";007;;2;;No',
      'Último;X;3,00;0,125;01/02/2026;',
      '',
    ].join('\r\n'));
  });
});
