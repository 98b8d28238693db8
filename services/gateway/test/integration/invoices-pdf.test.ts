// GET /api/internal/invoice_file/<number>: the invoice as a PDF, named as invoice_list's file says,
// read back with a PDF text extractor: company, customer address, number, dates, every row, the
// tax per rate and the totals. Failures answer the JSON envelope.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PDFParse } from 'pdf-parse';
import { expectFailure, expectOk, newManager, startTestStack, type TestStack } from '@venue/testing';
import { invoiceVenue, setLanguage, type InvoiceVenue } from './invoices-fixture.ts';

let stack: TestStack;
let v: InvoiceVenue;

before(async () => {
  stack = await startTestStack();
  v = await invoiceVenue(stack);
});
after(async () => {
  await stack?.stop();
});

async function fetchPdf(number: string, apiKey = v.m.apiKey) {
  return fetch(`${stack.baseUrl}/api/internal/invoice_file/${encodeURIComponent(number)}?api_secret_key=${encodeURIComponent(apiKey)}`);
}

async function textOf(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('invoice_file', () => {
  test('the PDF of an invoice shows company, address, number, dates, rows, tax per rate and totals', async () => {
    const listed = expectOk(await v.m.get('/api/v2/invoice_list', { date: '2031-04-21' }))[0];
    const response = await fetchPdf('RE-1');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.equal(response.headers.get('content-disposition'), `attachment; filename="${listed.file}"`);
    const text = await textOf(response);
    for (const expected of [
      'Company ', // the issuer's name as the test stack creates managers: "Company <n>"
      'Acme GmbH',
      'Ada Lovelace',
      'Hauptstraße 5a',
      '10115 Berlin',
      'Rechnung',
      'Rechnungsnummer: RE-1',
      'Rechnungsdatum: 21.04.2031',
      'Fällig am: 01.05.2031',
      'Hourly (Hall) 21.04.2031 09:00–10:30',
      'Projector (Hall)',
      'Catering (Hall)',
      '95.20 EUR',
      '11.90 EUR',
      '129.00 EUR',
      'USt. 7.5 % auf 120.00 EUR: 9.00 EUR',
      'USt. 19 % auf 90.00 EUR: 17.10 EUR',
      'Summe netto: 210.00 EUR',
      'Summe USt.: 26.10 EUR',
      'Gesamtbetrag: 236.10 EUR',
    ]) {
      assert.ok(text.includes(expected), `the PDF lacks "${expected}":\n${text}`);
    }
  });

  test('a cancellation invoice in English, its prefix with slashes', async () => {
    // A prefix with slashes: the number travels URL-encoded, the file name has "-" for "/".
    expectOk(await v.m.post('/api/internal/document_settings_set', { document_type: 'cancellation', prefix: 'SR/2031/', start_number: 1 }));
    expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: 'RE-2' }));
    await setLanguage(stack, v.m.managerId, 'en');
    try {
      const listed = expectOk(await v.m.get('/api/v2/invoice_list')).find((i: { invoice_type: string }) => i.invoice_type === 'cancellation');
      assert.deepEqual([listed.invoice_number, listed.file], ['SR/2031/1', 'SR-2031-1.pdf']);
      const response = await fetchPdf('SR/2031/1');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-disposition'), 'attachment; filename="SR-2031-1.pdf"');
      const text = await textOf(response);
      for (const expected of ['Cancellation invoice', 'Invoice number: SR/2031/1', 'VAT 19 % on -40.00 EUR: -7.60 EUR', 'Total amount: -47.60 EUR']) {
        assert.ok(text.includes(expected), `the PDF lacks "${expected}":\n${text}`);
      }
    } finally {
      await setLanguage(stack, v.m.managerId, 'de');
    }
  });

  test('unknown, bare, quote and another manager\'s numbers are 404 in the envelope; no key is 401', async () => {
    const stranger = await newManager(stack);
    for (const [number, key] of [['RE-99', v.m.apiKey], ['1', v.m.apiKey], ['AG-1', v.m.apiKey], ['RE-1', stranger.apiKey]] as const) {
      const response = await fetchPdf(number, key);
      assert.equal(response.status, 404);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
      const body = (await response.json()) as { success: boolean; total: number; data: unknown };
      assert.equal(body.success, false);
      assert.equal(typeof body.data, 'string');
    }
    expectFailure(await stack.get('/api/internal/invoice_file/RE-1'), 401);
  });
});
