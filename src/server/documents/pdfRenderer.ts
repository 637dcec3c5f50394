import { createRequire } from 'node:module';

/** A pdfmake content node (text, stack, columns, table, canvas…), kept loose as pdfmake itself is untyped here. */
export type PdfContent = string | PdfContent[] | { [key: string]: unknown };
/** A pdfmake document definition. */
export type PdfDefinition = { content: PdfContent; [key: string]: unknown };

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  createPdf(definition: PdfDefinition): { getBuffer(): Promise<Buffer> };
}

/** The standard PDF fonts: built into every reader, so no font file is read or embedded. */
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const COURIER = { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' };
const STANDARD_FONTS = new Set([...Object.values(HELVETICA), ...Object.values(COURIER)]);

const pdfmake = createRequire(import.meta.url)('pdfmake') as PdfMake;
pdfmake.setFonts({ Helvetica: HELVETICA, Courier: COURIER });
// pdfmake 0.3 on the server: allow only the standard fonts on the local side and no remote resource at all.
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
pdfmake.setUrlAccessPolicy(() => false);

/** Renders a document definition to PDF bytes (Helvetica by default; Courier is available for receipts). */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  const doc = pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Helvetica', fontSize: 9, ...(definition.defaultStyle as object | undefined) } });
  return doc.getBuffer();
}
