// A document's PDF (invoice, cancellation invoice, quote, order confirmation) from its snapshot
// alone, as PDF/A-3b: every font embedded (fonts.ts), the sRGB output intent and the PDF/A
// identification in the XMP (pdfkit's subset 'PDF/A-3b'). Given the invoice's CII XML, the PDF is
// a ZUGFeRD 2.3 / Factur-X 1.07 hybrid (facturx.ts). The same document gives the same bytes on
// every request: creation and modification date are the approval time (view.ts's issuedAt), and
// pdfkit derives the file /ID from the info dictionary, which holds only those dates and the
// title with the number; fonts are subset in the order glyphs are first used, compression is zlib.
import type PDFKit from 'pdfkit';
import type { billing } from '@venue/contracts';
import { drawFooters } from './footer.ts';
import { attachFacturX } from './facturx.ts';
import { loadFonts, registerFonts } from './fonts.ts';
import { drawNotes, drawTotals } from './closing.ts';
import { PAGE, Sheet } from './layout.ts';
import { drawLetterhead } from './letterhead.ts';
import { drawTable } from './table.ts';
import { documentView } from './view.ts';

export interface RenderOptions {
  /** The invoice's CII XML (profile EN 16931): embedded as factur-x.xml. */
  facturXml?: string;
}

/**
 * pdfkit is loaded with the first PDF asked for, not with the gateway (and so are the fonts,
 * fonts.ts): with its fonts, its compression and its crypto it adds about 25 MB to a process's
 * memory, which a gateway that never renders a PDF does not need to carry.
 */
let pdfkit: Promise<typeof PDFKit> | undefined;
function loadPdfkit(): Promise<typeof PDFKit> {
  pdfkit ??= import('pdfkit').then(
    (module) => module.default,
    (error: unknown) => {
      pdfkit = undefined; // the next PDF tries again
      throw error;
    },
  );
  return pdfkit;
}

export async function renderDocumentPdf(
  document: billing.Document__Output,
  options: RenderOptions = {},
): Promise<Buffer> {
  const [PDFDocument, fonts] = await Promise.all([loadPdfkit(), loadFonts()]);
  const view = documentView(document);
  const at = view.issuedAt;
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.margin, left: PAGE.left, right: PAGE.margin },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    // No default font: pdfkit's default, Helvetica, would be written into the file (unembedded)
    // even unused. Every text names its font (layout.ts), registered below.
    font: null as unknown as string,
    bufferPages: true,
    lang: view.lang,
    displayTitle: true,
    info: {
      // pdfkit writes the title into the XMP unescaped: the characters XML would need escaped are left out.
      Title: `${view.title} ${view.number}`.replace(/[<>&]/g, ''),
      Creator: 'Venue',
      Producer: 'Venue',
      CreationDate: at,
      ModDate: at,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  registerFonts(pdf, fonts);
  const sheet = new Sheet(pdf);
  drawLetterhead(sheet, view);
  drawTable(sheet, view);
  drawTotals(sheet, view);
  drawNotes(sheet, view);
  drawFooters(sheet, view);

  // pdfkit's XMP has the creation date but not the modification date, which PDF/A wants in both.
  const iso = `${at.toISOString().slice(0, 19)}Z`;
  pdf.appendXML(`
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:ModifyDate>${iso}</xmp:ModifyDate>
      <xmp:MetadataDate>${iso}</xmp:MetadataDate>
    </rdf:Description>`);
  if (options.facturXml !== undefined) attachFacturX(pdf, options.facturXml, at);
  pdf.end();
  return done;
}
