// An approved invoice or cancellation invoice as a PDF (pdfkit, its built-in Helvetica): the
// issuing company, the customer's address, number and dates, every row, the tax per rate and the
// totals. Written from the document's own snapshot, so a PDF made later shows what was issued.
import type PDFKit from 'pdfkit';
import { ymdOf, type billing } from '@venue/contracts';
import { decimalOfCents, percentText } from '../billing/decimal.ts';
import { addressLines } from './invoice-details.v2.ts';
import { germanDate, local, type InvoiceReader } from './invoice-format.v2.ts';
import { labelsOf } from './invoice-labels.v2.ts';

/** The issuer's address lines from the manager's profile (the document keeps name and email). */
export interface IssuerAddress {
  address: string;
  zip: string;
  city: string;
  country: string;
}

const LEFT = 50;
const COLUMNS = [
  { x: 50, width: 190, align: 'left' },
  { x: 245, width: 45, align: 'right' },
  { x: 295, width: 70, align: 'right' },
  { x: 370, width: 40, align: 'right' },
  { x: 415, width: 60, align: 'right' },
  { x: 480, width: 65, align: 'right' },
] as const;

/**
 * pdfkit is loaded with the first PDF asked for, not with the gateway: with its fonts, its
 * compression and its crypto it adds about 25 MB to a process's memory, which a gateway that
 * never renders a PDF does not need to carry.
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

export async function invoicePdf(document: billing.Document__Output, reader: InvoiceReader, issuer: IssuerAddress): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const words = labelsOf(reader.language).pdf;
  const amount = (cents: number) => `${decimalOfCents(cents)} ${reader.currency}`;
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: document.number } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Issuer, then the customer's address.
  const company = document.company;
  pdf.font('Helvetica-Bold').fontSize(14).text(company?.name ?? '', LEFT, 50);
  pdf.font('Helvetica').fontSize(9);
  const issuerCity = [issuer.zip, issuer.city].filter(Boolean).join(' ');
  for (const line of [issuer.address, issuerCity, issuer.country, company?.email ?? '']) if (line !== '') pdf.text(line);
  pdf.moveDown(2).fontSize(11);
  for (const line of addressLines(document.customer)) pdf.text(line);

  // Title, number and dates.
  const cancellation = document.type === 'DOCUMENT_TYPE_CANCELLATION';
  pdf.moveDown(2).font('Helvetica-Bold').fontSize(16).text(cancellation ? words.cancellation : words.invoice);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  pdf.text(`${words.number}: ${document.number}`);
  pdf.text(`${words.documentDate}: ${germanDate(ymdOf(document.document_date))}`);
  if (document.due_date) pdf.text(`${words.dueDate}: ${germanDate(ymdOf(document.due_date))}`);
  const customerNumber = document.customer?.customer_number ?? '';
  if (customerNumber !== '') pdf.text(`${words.customerNumber}: ${customerNumber}`);

  // Rows.
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!;
      pdf.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.x = LEFT;
    pdf.y = bottom + 4;
  };
  pdf.moveDown(1.5);
  row([words.position, words.quantity, words.unitPrice, words.taxRate, words.net, words.total], true);
  for (const r of document.rows) {
    const when = local(r.start_ms, reader.timeZone);
    const until = local(r.end_ms, reader.timeZone);
    const text = `${r.name || r.resource_name} (${r.resource_name}) ${germanDate(when.date)} ${when.time}–${until.time}`;
    row([text, String(r.units), amount(r.unit_amount_cents), `${percentText(r.tax_rate_bp)} %`, amount(r.net_cents), amount(r.gross_cents)]);
  }

  // Tax per rate and totals.
  pdf.moveDown(1).font('Helvetica').fontSize(10);
  const right = { width: 495, align: 'right' } as const;
  for (const tax of document.taxes) {
    const label = words.taxOn.replace('{rate}', percentText(tax.rate_bp)).replace('{net}', amount(tax.net_cents));
    pdf.text(`${label}: ${amount(tax.tax_cents)}`, LEFT, pdf.y, right);
  }
  pdf.text(`${words.totalNet}: ${amount(document.net_cents)}`, LEFT, pdf.y, right);
  pdf.text(`${words.totalTax}: ${amount(document.tax_cents)}`, LEFT, pdf.y, right);
  pdf.font('Helvetica-Bold').text(`${words.totalGross}: ${amount(document.gross_cents)}`, LEFT, pdf.y, right);
  pdf.end();
  return done;
}
