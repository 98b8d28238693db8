// invoice_xml and the hybrid invoice_file through the gateway (issue 56): an approved invoice and
// its cancellation invoice as XRechnung 3.0 in CII and UBL, made from the stored snapshot and
// validated offline with the kit (XML Schema, EN 16931, XRechnung): no error; the PDF embeds the
// same CII as factur-x.xml; the same bytes on every request, also after the issuer changed; a 422
// naming what the XML needs (the PDF then carries none); another manager's number is a 404.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  book,
  expectFailure,
  expectOk,
  knownToBilling,
  newManager,
  openSql,
  pricedVenue,
  setCompleteIssuer,
  startTestStack,
  type AutoInvoicingVenue,
  type TestManager,
  type TestStack,
} from '@venue/testing';
import { embeddedXml } from '../einvoice/embedded-xml.ts';
import { blocking, loadValidator, type Validate } from '../einvoice/kit.ts';

let stack: TestStack;
let sql: ReturnType<typeof openSql>;
let validate: Validate;

before(async () => {
  validate = await loadValidator();
  stack = await startTestStack();
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

const CUSTOMER = {
  company_name: 'Stadt Köln',
  street: 'Rathausplatz',
  house_number: '2',
  zip: '50667',
  city: 'Köln',
  country: 'DE',
  email: 'einkauf@stadt-koeln.example',
  buyer_reference: '05315000-12345-67',
};

async function invoicedVenue(issuer: Record<string, unknown>): Promise<{ v: AutoInvoicingVenue; number: string }> {
  const m = await newManager(stack, { timezone: 'Europe/Berlin' });
  await setCompleteIssuer(m, issuer);
  const v = await pricedVenue(m, CUSTOMER);
  const bookingId = await book(v);
  await knownToBilling(sql, bookingId);
  const id = expectOk(await m.post('/api/internal/invoice_create', { booking_ids: String(bookingId) })).id;
  const { invoice_number: number } = expectOk(await m.post('/api/internal/invoice_approve', { invoice_id: id }));
  return { v, number };
}

/** The XML as fetched (stack.get reads JSON): 200, application/xml. */
const xmlOf = async (m: TestManager, number: string, syntax?: string) => {
  const query = new URLSearchParams({ api_secret_key: m.apiKey, ...(syntax && { syntax }) });
  const response = await fetch(`${stack.baseUrl}/api/internal/invoice_xml/${encodeURIComponent(number)}?${query}`);
  const text = await response.text();
  assert.equal(response.status, 200, text);
  assert.match(String(response.headers.get('content-type')), /^application\/xml/);
  return text;
};

/** invoice_file's bytes (200, application/pdf). */
const pdfOf = async (m: TestManager, number: string) => {
  const response = await fetch(`${stack.baseUrl}/api/internal/invoice_file/${encodeURIComponent(number)}?api_secret_key=${encodeURIComponent(m.apiKey)}`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  return Buffer.from(await response.arrayBuffer());
};

describe('invoice_xml', () => {
  test('an invoice and its cancellation, in CII and UBL, pass XML Schema, EN 16931 and XRechnung; the bytes never change', async () => {
    const { v, number } = await invoicedVenue({ phone: '+49 30 1234567', email: 'rechnung@venue.example' });
    const cii = await xmlOf(v.m, number);
    const ubl = await xmlOf(v.m, number, 'ubl');
    assert.match(cii, /urn:xeinkauf\.de:kosit:xrechnung_3\.0/);
    assert.match(cii, /05315000-12345-67/);
    assert.match(ubl, /<cbc:BuyerReference>05315000-12345-67<\/cbc:BuyerReference>/);
    for (const xml of [cii, ubl]) assert.deepEqual(blocking(await validate(xml)), []);

    // The hybrid PDF carries the same CII as factur-x.xml.
    const pdf = await pdfOf(v.m, number);
    assert.deepEqual(await embeddedXml(pdf), { name: 'factur-x.xml', xml: cii });

    expectOk(await v.m.post('/api/internal/issuer_set', { street_hnr: 'Neue Str. 2', phone: '+49 30 7654321' }));
    assert.equal(await xmlOf(v.m, number), cii);
    assert.ok((await pdfOf(v.m, number)).equals(pdf), 'the PDF is byte-identical after the issuer changed');

    const cancellation = expectOk(await v.m.post('/api/internal/invoice_cancel', { invoice_number: number })).cancellation_number;
    const credit = await xmlOf(v.m, cancellation, 'ubl');
    assert.match(credit, /<CreditNote /);
    assert.match(credit, new RegExp(`<cbc:ID>${number}</cbc:ID>`));
    const creditCii = await xmlOf(v.m, cancellation);
    for (const xml of [credit, creditCii]) assert.deepEqual(blocking(await validate(xml)), []);
    assert.equal((await embeddedXml(await pdfOf(v.m, cancellation)))?.xml, creditCii);
  });

  test("a 422 names what the XML needs; another manager's number and a bad syntax are refused", async () => {
    const { v, number } = await invoicedVenue({});
    expectFailure(await v.m.get(`/api/internal/invoice_xml/${number}`), 422, /issuer\.phone/);
    // Its PDF is still served, as a plain PDF/A-3 without the XML it could not carry.
    assert.equal(await embeddedXml(await pdfOf(v.m, number)), undefined);
    const other = await newManager(stack);
    expectFailure(await other.get(`/api/internal/invoice_xml/${number}`), 404);
    expectFailure(await v.m.get('/api/internal/invoice_xml/RE-99999'), 404);
    expectFailure(await v.m.get(`/api/internal/invoice_xml/${number}`, { syntax: 'pdf' }), 400);
  });
});
