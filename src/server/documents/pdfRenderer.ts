import { createRequire } from 'node:module';
import path from 'node:path';

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

/** The standard PDF fonts: built into every reader, so no font file is read or embedded (Courier, for weighing tickets). */
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const COURIER = { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' };

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as PdfMake;
/**
 * Roboto, shipped with pdfmake, is embedded (subset) in every document by default: a reader without Helvetica substitutes another font
 * with other widths and the words of a standard-font document run into each other; an embedded font looks the same everywhere.
 */
const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const ROBOTO = {
  normal: path.join(robotoDir, 'Roboto-Regular.ttf'), bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
  italics: path.join(robotoDir, 'Roboto-Italic.ttf'), bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
};
const ALLOWED_FONTS = new Set([...Object.values(HELVETICA), ...Object.values(COURIER), ...Object.values(ROBOTO)]);
pdfmake.setFonts({ Roboto: ROBOTO, Helvetica: HELVETICA, Courier: COURIER });
// pdfmake 0.3 on the server: read only these fonts on the local side and no remote resource at all.
pdfmake.setLocalAccessPolicy((file) => ALLOWED_FONTS.has(file));
pdfmake.setUrlAccessPolicy(() => false);

/** Renders a document definition to PDF bytes (embedded Roboto by default; Helvetica and Courier are available). */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  const doc = pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Roboto', fontSize: 9, ...(definition.defaultStyle as object | undefined) } });
  return doc.getBuffer();
}
