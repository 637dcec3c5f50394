import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../src/engine/definition/reportDefinition.gen';
import { sheetColumns, sheetRow } from '../../src/engine/exports/excelSheet';
import { writeWorkbook } from '../../src/renderer/exports/writeWorkbook';

const columns = [
  { field: 'Nombre', headerKey: 'columns.name' },
  { field: 'Referencia', headerKey: 'columns.reference', format: 'code' },
  { field: 'Importe', headerKey: 'columns.amount', format: 'amount' },
  { field: 'Fecha', headerKey: 'columns.date', format: 'date' },
] as Column[];
const translate = (key: string) => (key === 'columns.reference' ? '=HEADER()' : key);

/** Writes rows through the export pipeline the Excel dialog uses (sheetColumns, sheetRow, the worker's writeWorkbook) and reads the file back. */
async function roundTrip(rows: Record<string, unknown>[]): Promise<ExcelJS.Worksheet> {
  const progress: number[] = [];
  const bytes = await writeWorkbook({ sheetName: 'Servicios', columns: sheetColumns(columns, translate), rows: rows.map((r) => sheetRow(columns, r, translate)) }, (done) => progress.push(done));
  expect(progress.at(-1)).toBe(rows.length);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.getWorksheet('Servicios');
  expect(sheet).toBeDefined();
  return sheet!;
}

describe('writeWorkbook (the Excel export worker)', () => {
  it('neutralises text cells that would run as formulas and keeps numbers, negative ones included, as numbers', async () => {
    const sheet = await roundTrip([
      { Nombre: '=HYPERLINK("http://x","y")', Referencia: '@SUM(A1:A9)', Importe: -1234.5, Fecha: '2026-01-05' },
      { Nombre: 'ACME S.L.', Referencia: '-R-77', Importe: '-7.25', Fecha: '2026-02-01' },
    ]);
    expect(sheet.getRow(1).getCell(2).value).toBe('\'=HEADER()');
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('\'=HYPERLINK("http://x","y")');
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toBe('\'@SUM(A1:A9)');
    expect(first.getCell(3).value).toBe(-1234.5);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('ACME S.L.');
    expect(second.getCell(2).value).toBe('\'-R-77');
    expect(second.getCell(3).value).toBe(-7.25);
    expect(second.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    for (let c = 1; c <= 4; c++) for (let r = 1; r <= 3; r++) expect(sheet.getRow(r).getCell(c).type, `R${r}C${c}`).not.toBe(ExcelJS.ValueType.Formula);
  });
});
