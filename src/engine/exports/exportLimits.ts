/** Rows an Excel sheet holds, the header row included (Excel and LibreOffice stop at 1,048,576). */
export const XLSX_MAX_SHEET_ROWS = 1_048_576;

/** Data rows an exported sheet holds under its header row. */
export const XLSX_MAX_DATA_ROWS = XLSX_MAX_SHEET_ROWS - 1;

/** File formats of an export: a spreadsheet, or CSV for a search a sheet cannot hold. */
export type ExportFormat = 'xlsx' | 'csv';

/** The formats a search of `total` rows can be exported to: xlsx while a sheet holds every row, else only CSV. */
export function exportFormatsFor(total: number): ExportFormat[] {
  return total > XLSX_MAX_DATA_ROWS ? ['csv'] : ['xlsx'];
}

/** The file name of an export in a format: the definition's name with the format's extension ('Sales.xlsx' → 'Sales.csv'). */
export function exportFileName(fileName: string, format: ExportFormat): string {
  return `${fileName.replace(/\.(xlsx|xls|csv)$/i, '')}.${format}`;
}

/** The most results a bulk download (a zip of documents) takes at once: the portal's download cap. */
export const DOWNLOAD_CAP = 1100;
