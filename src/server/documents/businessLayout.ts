import { dmy } from './formats.js';
import { renderPdf, type PdfContent } from './pdfRenderer.js';

/** Corporate colour of the demo documents. */
export const PRIMARY = '#1f4e79';
const BORDER = '#b8c4d0';
const ZEBRA = '#f2f5f8';
const MUTED = '#5b6770';

/** Issuer block of every document, from the company (empresas). */
export interface CompanyInfo {
  empresa: string; nombre: string; cif: string; direccion: string; cp: string; poblacion: string; provincia: string; telefono: string; email: string;
}

/** One business document: the issuer, its title, number and date, and the body. Several can go in one PDF, each numbering its own pages. */
export interface BusinessDocument {
  company: CompanyInfo;
  /** Upper-case title: FACTURA, ALBARÁN DE ENTREGA… */
  title: string;
  number: string;
  /** ISO date of the document. */
  date: string;
  /** Extra lines under the number (order, period…). */
  headerLines?: string[];
  content: PdfContent[];
  /** Small print of the footer; default: the registry line of the issuer. */
  footerNote?: string;
  /** Header and footer words in the reader's language; default Spanish (Nº, Fecha, Página X de Y). */
  labels?: { number: string; date: string; page: (page: number, pages: number) => string };
}

/** A column of a lines table. */
export interface Column { header: string; width: number | string; align?: 'left' | 'right' | 'center' }

const initials = (name: string) => name.split(/\s+/).filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w)).slice(0, 2).map((w) => w[0]).join('');

function header(doc: BusinessDocument, pageWidth: number): PdfContent {
  const c = doc.company;
  return {
    margin: [40, 26, 40, 0],
    stack: [
      {
        columns: [
          {
            width: 42,
            stack: [
              { canvas: [{ type: 'rect', x: 0, y: 0, w: 38, h: 38, r: 6, color: PRIMARY }] },
              { text: initials(c.nombre), color: 'white', bold: true, fontSize: 15, alignment: 'center', width: 38, relativePosition: { x: 0, y: -27 } },
            ],
          },
          {
            width: '*', fontSize: 8, color: MUTED, margin: [6, 0, 0, 0],
            stack: [
              { text: c.nombre, bold: true, fontSize: 12, color: PRIMARY, margin: [0, 0, 0, 2] },
              `CIF ${c.cif}`, c.direccion, `${c.cp} ${c.poblacion} (${c.provincia})`, `Tel. ${c.telefono} · ${c.email}`,
            ],
          },
          {
            width: 235, alignment: 'right',
            stack: [
              { text: doc.title, bold: true, fontSize: doc.title.length > 20 ? 12.5 : 15, color: PRIMARY },
              { text: `${doc.labels?.number ?? 'Nº'} ${doc.number}`, bold: true, fontSize: 10, margin: [0, 3, 0, 0] },
              { text: `${doc.labels?.date ?? 'Fecha'}: ${dmy(doc.date)}`, fontSize: 9 },
              ...(doc.headerLines ?? []).map((l) => ({ text: l, fontSize: 8, color: MUTED })),
            ],
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 8, x2: pageWidth - 80, y2: 8, lineWidth: 1.2, lineColor: PRIMARY }] },
    ],
  };
}

function footer(doc: BusinessDocument, local: number, total: number, pageWidth: number): PdfContent {
  const c = doc.company;
  return {
    margin: [40, 12, 40, 0],
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: pageWidth - 80, y2: 0, lineWidth: 0.5, lineColor: BORDER }] },
      {
        margin: [0, 5, 0, 0],
        columns: [
          { width: '*', fontSize: 6.5, color: MUTED, text: doc.footerNote ?? `${c.nombre} · CIF ${c.cif} · ${c.direccion}, ${c.cp} ${c.poblacion} · Inscrita en el Registro Mercantil de ${c.provincia}` },
          { width: 90, text: doc.labels?.page(local, total) ?? `Página ${local} de ${total}`, alignment: 'right', fontSize: 8 },
        ],
      },
    ],
  };
}

/** Renders one or more business documents into one PDF: company header and page numbers ("Página X de Y") per document. */
export async function renderBusinessPdf(docs: BusinessDocument[], opts: { title: string; landscape?: boolean }): Promise<Buffer> {
  const width = opts.landscape ? 842 : 595;
  // Headers are laid out before footers, so by the time a footer is drawn the header has recorded every page of its document.
  const pages = docs.map(() => [] as number[]);
  return renderPdf({
    info: { title: opts.title, author: docs[0]?.company.nombre ?? '', creator: 'Portal ERP' },
    pageSize: 'A4', pageOrientation: opts.landscape ? 'landscape' : 'portrait', pageMargins: [40, 104, 40, 56], defaultStyle: { lineHeight: 1.12 },
    styles: {
      boxTitle: { bold: true, fontSize: 7.5, color: PRIMARY, margin: [0, 0, 0, 3] },
      th: { bold: true, fontSize: 8, color: 'white', fillColor: PRIMARY },
      small: { fontSize: 7.5, color: MUTED },
      h2: { bold: true, fontSize: 10.5, color: PRIMARY, margin: [0, 10, 0, 4] },
    },
    content: docs.map((doc, i) => ({
      section: doc.content,
      pageOrientation: opts.landscape ? 'landscape' : 'portrait',
      header: (current: number) => {
        pages[i]!.push(current);
        return header(doc, width);
      },
      footer: (current: number) => footer(doc, pages[i]!.indexOf(current) + 1, pages[i]!.length, width),
    })),
  });
}

const boxLayout = { hLineColor: () => BORDER, vLineColor: () => BORDER, hLineWidth: () => 0.7, vLineWidth: () => 0.7 };

/** Side-by-side framed boxes (customer, delivery address…), each a title and lines. */
export function partiesBlock(boxes: { title: string; lines: (string | null | undefined)[] }[]): PdfContent {
  return {
    columnGap: 12, margin: [0, 4, 0, 8],
    columns: boxes.map((b) => ({
      width: '*',
      table: {
        widths: ['*'],
        body: [[{ margin: [6, 5, 6, 6], stack: [{ text: b.title.toUpperCase(), style: 'boxTitle' }, ...b.lines.filter((l): l is string => !!l).map((l, n) => ({ text: l, bold: n === 0 }))] }]],
      },
      layout: boxLayout,
    })),
  };
}

/** A strip of labelled values (order, reference, payment terms…), at most five a row. */
export function infoStrip(pairs: [string, string | number | null | undefined][]): PdfContent {
  const rows: [string, string | number | null | undefined][][] = [];
  for (let i = 0; i < pairs.length; i += 5) rows.push(pairs.slice(i, i + 5));
  return {
    stack: rows.map((row, n) => ({
      margin: [0, 0, 0, n === rows.length - 1 ? 10 : 4],
      table: {
        widths: row.map(() => '*'),
        body: [
          row.map(([label]) => ({ text: label, fontSize: 7, color: MUTED, fillColor: ZEBRA })),
          row.map(([, value]) => ({ text: value === null || value === undefined || value === '' ? '—' : String(value), fontSize: 8.5 })),
        ],
      },
      layout: boxLayout,
    })),
  };
}

/** A lines table: coloured header row repeated on every page, zebra rows; a row given as an object is a full-width group row. */
export function linesTable(columns: Column[], rows: (PdfContent[] | { group: string; summary?: boolean })[]): PdfContent {
  const body: PdfContent[][] = [columns.map((c) => ({ text: c.header, style: 'th', alignment: c.align ?? 'left' }))];
  for (const row of rows) {
    if (!Array.isArray(row)) {
      body.push([{ text: row.group, bold: true, colSpan: columns.length, fillColor: row.summary ? '#dde6ef' : '#e8eef4', color: PRIMARY, alignment: row.summary ? 'right' : 'left' },
        ...columns.slice(1).map(() => '')]);
      continue;
    }
    body.push(row.map((cell, i) => (typeof cell === 'string' ? { text: cell, alignment: columns[i]?.align ?? 'left' } : cell)));
  }
  return {
    margin: [0, 0, 0, 8], fontSize: 8.5,
    table: { headerRows: 1, dontBreakRows: true, widths: columns.map((c) => c.width), body },
    layout: {
      fillColor: (r: number) => (r > 0 && r % 2 === 0 ? ZEBRA : null),
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
      vLineWidth: () => 0, hLineColor: () => BORDER, paddingTop: () => 3, paddingBottom: () => 3,
    },
  };
}

/** Totals box aligned right; the last row stands out. */
export function totalsBlock(rows: [string, string][]): PdfContent {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 230,
        table: {
          widths: ['*', 100],
          body: rows.map(([label, value], i) => {
            const last = i === rows.length - 1;
            return [
              { text: label, bold: last, fillColor: last ? PRIMARY : ZEBRA, color: last ? 'white' : 'black', margin: [4, 2, 4, 2] },
              { text: value, bold: last, alignment: 'right', fillColor: last ? PRIMARY : null, color: last ? 'white' : 'black', margin: [4, 2, 4, 2] },
            ];
          }),
        },
        layout: boxLayout,
      },
    ],
    margin: [0, 4, 0, 10],
  };
}

/** A heading inside a document. */
export const heading = (text: string): PdfContent => ({ text, style: 'h2' });
/** Small print paragraph. */
export const smallPrint = (text: string): PdfContent => ({ text, style: 'small', margin: [0, 6, 0, 0] });
