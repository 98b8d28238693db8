// toCii and toUbl: where the business terms land in each syntax and how values are written
// (amounts from cents with two places, prices with up to four, escaped texts, credit notes).
// Whether the documents are valid as a whole is validation.test.ts's question.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toCii } from '../../../src/invoices/einvoice/cii.ts';
import { eInvoiceOf } from '../../../src/invoices/einvoice/from-document.ts';
import { toUbl } from '../../../src/invoices/einvoice/ubl.ts';
import { xmlText } from '../../../src/invoices/einvoice/xml.ts';
import { at, cancellation, customer, invoice, issuer, row } from './documents.ts';

const rows = () => [
  row(
    {
      name: 'Saal & Bühne <A>',
      start: at('2026-06-12', '10:00'),
      end: at('2026-06-12', '11:00'),
      units: 1,
      unitCents: 1000,
      rateBp: 1900,
    },
    'horizontal',
  ),
  row(
    {
      name: 'Saal & Bühne <A>',
      start: at('2026-06-13', '10:00'),
      end: at('2026-06-13', '11:00'),
      units: 1,
      unitCents: 1000,
      rateBp: 1900,
    },
    'horizontal',
  ),
  row(
    {
      name: 'Saal & Bühne <A>',
      start: at('2026-06-14', '10:00'),
      end: at('2026-06-14', '11:00'),
      units: 1,
      unitCents: 1000,
      rateBp: 1900,
    },
    'horizontal',
  ),
  row(
    {
      name: 'Technik',
      start: at('2026-06-14', '10:00'),
      end: at('2026-06-14', '11:30'),
      interval: 'INTERVAL_PER_30_MINUTES',
      units: 3,
      unitCents: 1000,
      rateBp: 1900,
    },
    'horizontal',
  ),
];
const document = () =>
  invoice(rows(), {
    calculation: 'CALCULATION_HORIZONTAL',
    issuer: issuer({ vat_id: '', register_number: '' }),
    customer: customer({ company_name: 'Müller & Söhne' }),
  });

/** The text of the first element of this name. */
function valueOf(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];
}

describe('toCii', () => {
  const xml = toCii(eInvoiceOf(document()));

  test('a CrossIndustryInvoice with BT-23, BT-24, BT-1, BT-3, BT-2 in format 102', () => {
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rsm:CrossIndustryInvoice /);
    assert.match(
      xml,
      /<ram:BusinessProcessSpecifiedDocumentContextParameter>\s*<ram:ID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</,
    );
    assert.match(
      xml,
      /<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</,
    );
    assert.equal(valueOf(xml, 'ram:TypeCode'), '380');
    assert.match(xml, /<ram:IssueDateTime>\s*<udt:DateTimeString format="102">20260701</);
  });

  test('texts are escaped, never spliced', () => {
    assert.match(xml, /<ram:Name>Saal &amp; Bühne &lt;A&gt; \(Großer Saal\)<\/ram:Name>/);
    assert.match(xml, /<ram:Name>Müller &amp; Söhne<\/ram:Name>/);
  });

  test('amounts with two places from cents; BT-114 present when not 0; BT-110 with its currency', () => {
    const e = eInvoiceOf(document());
    assert.equal(e.totals.roundingCents, 1);
    assert.equal(valueOf(xml, 'ram:LineTotalAmount'), '8.40');
    assert.match(xml, /<ram:TaxTotalAmount currencyID="EUR">9.58<\/ram:TaxTotalAmount>/);
    assert.equal(valueOf(xml, 'ram:RoundingAmount'), '0.01');
    assert.equal(valueOf(xml, 'ram:DuePayableAmount'), '60.00');
    assert.doesNotMatch(toCii(eInvoiceOf(invoice([rows()[0]!]))), /RoundingAmount/);
  });

  test('BT-146 and BT-149: 25.21 per 1.5 hours, quantity 1.5 HUR', () => {
    assert.match(
      xml,
      /<ram:ChargeAmount>25.21<\/ram:ChargeAmount>\s*<ram:BasisQuantity unitCode="HUR">1.5<\/ram:BasisQuantity>/,
    );
    assert.match(xml, /<ram:BilledQuantity unitCode="HUR">1.5<\/ram:BilledQuantity>/);
  });

  test('BT-29 without scheme, BT-32 with scheme FC, BT-34 and BT-49 with scheme EM', () => {
    assert.match(xml, /<ram:SellerTradeParty>\s*<ram:ID>12\/345\/67890<\/ram:ID>/);
    assert.match(xml, /<ram:ID schemeID="FC">12\/345\/67890<\/ram:ID>/);
    assert.match(xml, /<ram:URIID schemeID="EM">buchhaltung@festhalle.example<\/ram:URIID>/);
    assert.match(xml, /<ram:URIID schemeID="EM">rechnung@beispiel.example<\/ram:URIID>/);
  });

  test('a credit note: 381, positive amounts, BT-25 and BT-26 in InvoiceReferencedDocument', () => {
    const credit = toCii(eInvoiceOf(cancellation(document())));
    assert.equal(valueOf(credit, 'ram:TypeCode'), '381');
    assert.equal(valueOf(credit, 'ram:DuePayableAmount'), '60.00');
    assert.doesNotMatch(credit, />-\d/);
    assert.match(
      credit,
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-1001<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260701</,
    );
  });
});

describe('toUbl', () => {
  const xml = toUbl(eInvoiceOf(document()));

  test('an Invoice with BT-24, BT-23, BT-1, BT-2, BT-9, BT-3, BT-5, BT-10', () => {
    assert.match(xml, /<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
    assert.equal(
      valueOf(xml, 'cbc:CustomizationID'),
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    );
    assert.equal(valueOf(xml, 'cbc:ProfileID'), 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    assert.equal(valueOf(xml, 'cbc:ID'), 'RE-1001');
    assert.equal(valueOf(xml, 'cbc:IssueDate'), '2026-07-01');
    assert.equal(valueOf(xml, 'cbc:DueDate'), '2026-07-15');
    assert.equal(valueOf(xml, 'cbc:InvoiceTypeCode'), '380');
    assert.equal(valueOf(xml, 'cbc:DocumentCurrencyCode'), 'EUR');
    assert.equal(valueOf(xml, 'cbc:BuyerReference'), '04011000-12345-03');
  });

  test('every amount carries its currency; BT-114 is PayableRoundingAmount', () => {
    assert.match(xml, /<cbc:PayableRoundingAmount currencyID="EUR">0.01<\/cbc:PayableRoundingAmount>/);
    assert.match(xml, /<cbc:PayableAmount currencyID="EUR">60.00<\/cbc:PayableAmount>/);
    assert.match(
      xml,
      /<cbc:PriceAmount currencyID="EUR">25.21<\/cbc:PriceAmount>\s*<cbc:BaseQuantity unitCode="HUR">1.5</,
    );
  });

  test('BG-16: means code with its text, IBAN, account name and BIC', () => {
    assert.match(xml, /<cbc:PaymentMeansCode name="SEPA-Überweisung">58<\/cbc:PaymentMeansCode>/);
    assert.match(
      xml,
      /<cac:PayeeFinancialAccount>\s*<cbc:ID>DE02120300000000202051<\/cbc:ID>\s*<cbc:Name>Festhalle Musterstadt GmbH<\/cbc:Name>\s*<cac:FinancialInstitutionBranch>\s*<cbc:ID>BYLADEM1001</,
    );
  });

  test('a credit note is a CreditNote: CreditNoteLine, CreditedQuantity, BT-9 in PaymentMeans, BillingReference', () => {
    const credit = toUbl(eInvoiceOf(cancellation(document())));
    assert.match(credit, /<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    assert.equal(valueOf(credit, 'cbc:CreditNoteTypeCode'), '381');
    assert.doesNotMatch(credit, /<cbc:DueDate>|<cac:InvoiceLine>|InvoicedQuantity/);
    assert.match(
      credit,
      /<cac:CreditNoteLine>\s*<cbc:ID>1<\/cbc:ID>\s*<cbc:CreditedQuantity unitCode="HUR">1</,
    );
    assert.equal(valueOf(credit, 'cbc:PaymentDueDate'), '2026-07-20');
    assert.match(
      credit,
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>RE-1001<\/cbc:ID>\s*<cbc:IssueDate>2026-07-01</,
    );
    assert.doesNotMatch(credit, />-\d/);
  });
});

describe('xmlText: how any document is written', () => {
  test('texts and attributes escaped, characters XML cannot hold dropped, empty and absent elements', () => {
    const xml = xmlText({
      'a:Root': {
        '@xmlns:a': 'urn:x?a=1&b=<2>"3"',
        'a:Text': 'Saal & Bühne <A> \'B\' "C" 😀\u0001\u0008\u000B\uFFFE\uD800 end',
        'a:Empty': {},
        'a:Absent': undefined,
        'a:Repeated': ['1', { '@unit': 'HUR', '#': '2' }, undefined],
      },
    });
    assert.equal(
      xml,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<a:Root xmlns:a="urn:x?a=1&amp;b=&lt;2&gt;&quot;3&quot;">',
        '  <a:Text>Saal &amp; Bühne &lt;A&gt; &apos;B&apos; &quot;C&quot; 😀 end</a:Text>',
        '  <a:Empty/>',
        '  <a:Repeated>1</a:Repeated>',
        '  <a:Repeated unit="HUR">2</a:Repeated>',
        '</a:Root>',
      ].join('\n'),
    );
  });
});
