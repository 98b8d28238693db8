// GET /api/internal/invoice_file/<number>: the invoice as a PDF, named as invoice_list's file says,
// read back with a PDF text extractor: company, customer address, number, dates, every row, the
// tax per rate and the totals; a cancellation invoice and a quote too. Failures answer the JSON
// envelope. (The PDF's own structure and layout: unit/document-pdf.test.ts.)
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
    // Intl writes a no-break space between amount and currency.
    return (await parser.getText()).text.replaceAll('\u00a0', ' ');
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
      'Rechnung RE-1',
      'Rechnungsnummer RE-1',
      'Rechnungsdatum 21.04.2031',
      'Fällig am 01.05.2031',
      'Hall – Hourly',
      '21.04.2031 09:00–10:30',
      '2 Std. 40,00 € 19 % 80,00 €',
      'Projector (Hall)',
      '2 × 2 Std. 2,50 € 19 % 10,00 €',
      'Catering (Hall)',
      '10 Stk. 12,00 € 7,5 % 120,00 €',
      'USt. 7,5 % auf 120,00 € 9,00 €',
      'USt. 19 % auf 90,00 € 17,10 €',
      'Summe netto 210,00 €',
      'Summe USt. 26,10 €',
      'Gesamtbetrag 236,10 €',
      'Zahlbar bis 01.05.2031 ohne Abzug.',
      'Seite 1 von 1',
    ]) {
      assert.ok(text.includes(expected), `the PDF lacks "${expected}":\n${text}`);
    }
  });

  test('a cancellation invoice keeps its invoice\'s snapshot (German, though the manager now writes English); its prefix with slashes', async () => {
    // A prefix with slashes: the number travels URL-encoded, the file name has "-" for "/".
    expectOk(await v.m.post('/api/internal/document_settings_set', { document_type: 'cancellation', prefix: 'SR/2031/', start_number: 1 }));
    await setLanguage(stack, v.m.managerId, 'en');
    try {
      expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: 'RE-2' }));
      const listed = expectOk(await v.m.get('/api/v2/invoice_list')).find((i: { invoice_type: string }) => i.invoice_type === 'cancellation');
      assert.deepEqual([listed.invoice_number, listed.file], ['SR/2031/1', 'SR-2031-1.pdf']);
      const response = await fetchPdf('SR/2031/1');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-disposition'), 'attachment; filename="SR-2031-1.pdf"');
      const text = await textOf(response);
      for (const expected of [
        'Stornorechnung SR/2031/1',
        'Storno zu Rechnung RE-2 vom 22.04.2031',
        'Rechnungsnummer SR/2031/1',
        '1 Std. -40,00 € 19 % -40,00 €',
        'USt. 19 % auf -40,00 € -7,60 €',
        'Gesamtbetrag -47,60 €',
        'Seite 1 von 1',
      ]) {
        assert.ok(text.includes(expected), `the PDF lacks "${expected}":\n${text}`);
      }
      assert.ok(!text.includes('Zahlbar'), text);
    } finally {
      await setLanguage(stack, v.m.managerId, 'de');
    }
  });

  test('a quote by its number: AG-1 as "Angebot", without payment terms', async () => {
    const response = await fetchPdf('AG-1');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-disposition'), 'attachment; filename="AG-1.pdf"');
    const text = await textOf(response);
    for (const expected of ['Angebot AG-1', 'Angebotsnummer AG-1', '23.04.2031 09:00–10:00']) {
      assert.ok(text.includes(expected), `the PDF lacks "${expected}":\n${text}`);
    }
    assert.ok(!text.includes('Zahlbar'), text);
  });

  test('unknown, bare and another manager\'s numbers are 404 in the envelope; no key is 401', async () => {
    const stranger = await newManager(stack);
    for (const [number, key] of [['RE-99', v.m.apiKey], ['1', v.m.apiKey], ['AG-99', v.m.apiKey], ['RE-1', stranger.apiKey], ['AG-1', stranger.apiKey]] as const) {
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
