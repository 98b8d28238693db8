// The visual check of a document's PDF: page 1 of a German and an English invoice rendered to PNG
// with MuPDF (the mupdf package, WebAssembly) into test-artifacts/pdf/ at the repository's root
// (not committed), for a person to look at. The test itself checks that a second PDF reader opens
// the file, reads its text with the embedded fonts, and draws ink where the letterhead, the
// address, the table and the footer are.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import * as mupdf from 'mupdf';
import { renderDocumentPdf } from '../../src/invoices/pdf/render.ts';
import { customer, invoiceDocument } from './document-fixtures.ts';

const ARTIFACTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test-artifacts/pdf',
);
const SCALE = 1.5; // 108 dpi

/** Whether a band of the page (in millimetres from the top) has dark pixels. */
function inked(pixmap: mupdf.Pixmap, fromMm: number, toMm: number): boolean {
  const pixels = pixmap.getPixels();
  const width = pixmap.getWidth();
  const n = pixmap.getNumberOfComponents() + (pixmap.getAlpha() ? 1 : 0);
  const row = (mm: number) => Math.round(((mm * 72) / 25.4) * SCALE);
  for (let y = row(fromMm); y < row(toMm); y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * n;
      if (pixels[i]! < 128 && pixels[i + 1]! < 128 && pixels[i + 2]! < 128) return true;
    }
  }
  return false;
}

describe('document PDF, page 1 as PNG (test-artifacts/pdf/)', () => {
  const cases = [
    ['invoice-de', invoiceDocument(), 'Rechnung RE-1001'],
    [
      'invoice-en',
      invoiceDocument({ language: 'en', customer: customer({ country: 'AT', zip: '1010', city: 'Wien' }) }),
      'Invoice RE-1001',
    ],
  ] as const;
  for (const [name, document, title] of cases) {
    test(name, async () => {
      const pdf = await renderDocumentPdf(document, { facturXml: '<rsm:CrossIndustryInvoice/>' });
      const file = mupdf.Document.openDocument(pdf, 'application/pdf');
      try {
        const page = file.loadPage(0);
        assert.ok(
          page.toStructuredText('preserve-whitespace').asText().includes(title),
          'MuPDF does not read the title',
        );
        const pixmap = page.toPixmap(
          mupdf.Matrix.scale(SCALE, SCALE),
          mupdf.ColorSpace.DeviceRGB,
          false,
          true,
        );
        mkdirSync(ARTIFACTS, { recursive: true });
        writeFileSync(path.join(ARTIFACTS, `${name}-page1.png`), pixmap.asPNG());
        writeFileSync(path.join(ARTIFACTS, `${name}.pdf`), pdf);
        for (const [what, from, to] of [
          ['letterhead', 12, 20],
          ['address', 62, 75],
          ['table', 110, 130],
          ['footer', 271, 285],
        ] as const) {
          assert.ok(inked(pixmap, from, to), `nothing drawn where the ${what} belongs`);
        }
        assert.ok(!inked(pixmap, 290, 296), 'ink below the footer');
      } finally {
        file.destroy();
      }
    });
  }
});
