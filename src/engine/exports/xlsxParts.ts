import type { SheetColumn } from './excelSheet';

/** XML-escaped text for element content and attribute values; characters XML 1.0 cannot carry (control characters) are dropped. */
export function xmlText(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(value)) return value;
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Column letters of a 1-based column number (1 → A, 27 → AA). */
export function columnLetters(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/** A sheet name Excel takes: without []:*?/\ and at most 31 characters, never empty. */
export function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Style indexes of a sheet: 0 plain, 1 the bold header, then one per distinct number format of the columns. */
export interface SheetStyles {
  xml: string;
  /** Style index of each column's cells (0 when it has no number format). */
  columnStyle: number[];
}

/** styles.xml: a bold header font and one cell format per distinct number format (ids from 164, the first free for custom formats). */
export function stylesPart(columns: readonly SheetColumn[]): SheetStyles {
  const formats = [...new Set(columns.map((c) => c.numFmt).filter((f): f is string => Boolean(f)))];
  const columnStyle = columns.map((c) => (c.numFmt ? 2 + formats.indexOf(c.numFmt) : 0));
  const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xf = (numFmtId: number, fontId: number) => `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  const xml = `${XML}<styleSheet xmlns="${MAIN}">`
    + (formats.length ? `<numFmts count="${formats.length}">${formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(f)}"/>`).join('')}</numFmts>` : '')
    + `<fonts count="2">${font(false)}${font(true)}</fonts>`
    + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
    + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    + `<cellXfs count="${2 + formats.length}">${xf(0, 0)}${xf(0, 1)}${formats.map((_, i) => xf(164 + i, 0)).join('')}</cellXfs>`
    + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  return { xml, columnStyle };
}

/** The parts around the sheets: content types, package and workbook relationships, and the workbook naming each sheet and its filter range. */
export function packageParts(sheets: readonly { name: string; range: string }[]): [string, string][] {
  const sheetTypes = sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('');
  const sheetRels = sheets.map((_, i) => `<Relationship Id="rId${i + 3}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('');
  const sheetList = sheets.map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 3}"/>`).join('');
  const filters = sheets.map((s, i) => `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${xmlText(`'${s.name.replace(/'/g, "''")}'`)}!${s.range.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')}</definedName>`).join('');
  return [
    ['[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + sheetTypes
      + '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
      + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>'],
    ['_rels/.rels', `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="${PKG_REL}">`
      + `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>${sheetRels}</Relationships>`],
    ['xl/workbook.xml', `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>${sheetList}</sheets>`
      + `<definedNames>${filters}</definedNames></workbook>`],
  ];
}

/** The start of a sheet's XML up to the first data row: the frozen header pane, the column widths, and the header row (bold). */
export function sheetStart(columns: readonly SheetColumn[], headerCells: string): string {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.round(c.width * 100) / 100}" customWidth="1"/>`).join('');
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`
    + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>'
    + `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData><row r="1">${headerCells}</row>`;
}

/** The end of a sheet's XML: the auto filter over the header and the rows. */
export function sheetEnd(filterRange: string): string {
  return `</sheetData><autoFilter ref="${filterRange}"/></worksheet>`;
}
