// renderDocumentPdf without any I/O: hand-built documents (document-fixtures.ts) rendered and
// read back, the file's structure with pdf-lib (embedded XML, XMP, fonts, output intent, dates
// and /ID) and its text with pdf-parse (amounts, dates, periods, pages, notes, footer).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  decodePDFRawStream,
} from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import type { billing } from '@venue/contracts';
import { toCii } from '../../src/invoices/einvoice/cii.ts';
import { eInvoiceOf } from '../../src/invoices/einvoice/from-document.ts';
import { renderDocumentPdf } from '../../src/invoices/pdf/render.ts';
import { at, cancellationDocument, customer, invoiceDocument, issuer, row } from './document-fixtures.ts';

const XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice>Straße €</rsm:CrossIndustryInvoice>\n';

const name = (value: string) => PDFName.of(value);
const bytesOf = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode());

/** A dictionary's stream entry (pdf-lib's typed lookup knows no raw streams). */
function streamAt(dict: PDFDict, key: string): PDFRawStream {
  const object = dict.lookup(name(key));
  assert.ok(object instanceof PDFRawStream, `${key} is no stream`);
  return object;
}

const infoOf = (doc: PDFDocument) => doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);

async function load(pdf: Buffer) {
  return PDFDocument.load(pdf, { updateMetadata: false });
}

/** The text of each page, no-break spaces (Intl's, between amount and currency) read as spaces. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((page) => page.text.replaceAll('\u00a0', ' '));
  } finally {
    await parser.destroy();
  }
}

const textOf = async (pdf: Buffer) => (await pagesOf(pdf)).join('\n');

function includesAll(text: string, expected: string[]) {
  for (const part of expected) assert.ok(text.includes(part), `the PDF lacks "${part}":\n${text}`);
}

/** Every dictionary of the file, streams' included. */
function* dictionaries(doc: PDFDocument): Generator<PDFDict> {
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict) yield object;
    else if (object instanceof PDFStream) yield object.dict;
  }
}

describe('renderDocumentPdf: the Factur-X hybrid', () => {
  test('the XML is embedded as factur-x.xml, /AFRelationship /Alternative, text/xml, with its dates, in /AF and /EmbeddedFiles', async () => {
    const doc = await load(await renderDocumentPdf(invoiceDocument(), { facturXml: XML }));
    const af = doc.catalog.lookup(name('AF'), PDFArray);
    assert.equal(af.size(), 1);
    const spec = af.lookup(0, PDFDict);
    assert.equal(spec.get(name('Type')), name('Filespec'));
    assert.equal(spec.get(name('AFRelationship')), name('Alternative'));
    assert.equal(spec.lookup(name('F'), PDFString).decodeText(), 'factur-x.xml');
    assert.equal(spec.lookup(name('UF'), PDFString).decodeText(), 'factur-x.xml');
    const file = streamAt(spec.lookup(name('EF'), PDFDict), 'F');
    assert.equal(file.dict.get(name('Type')), name('EmbeddedFile'));
    assert.equal(file.dict.lookup(name('Subtype'), PDFName).decodeText(), 'text/xml');
    const params = file.dict.lookup(name('Params'), PDFDict);
    assert.equal(params.lookup(name('ModDate'), PDFString).decodeText(), 'D:20261221093000Z');
    assert.ok(bytesOf(file).equals(Buffer.from(XML, 'utf8')), 'the embedded bytes are the XML given');

    // The same file specification is named in the catalog's /Names /EmbeddedFiles.
    const names = doc.catalog
      .lookup(name('Names'), PDFDict)
      .lookup(name('EmbeddedFiles'), PDFDict)
      .lookup(name('Names'), PDFArray);
    assert.equal(names.lookup(0, PDFString).decodeText(), 'factur-x.xml');
    assert.equal(names.get(1), af.get(0));
  });

  test("with the invoice's own CII (einvoice/): embedded as it is, and the PDF shows the XML's total and due date", async () => {
    const document = invoiceDocument();
    const xml = toCii(eInvoiceOf(document));
    const pdf = await renderDocumentPdf(document, { facturXml: xml });
    const spec = (await load(pdf)).catalog.lookup(name('AF'), PDFArray).lookup(0, PDFDict);
    assert.ok(bytesOf(streamAt(spec.lookup(name('EF'), PDFDict), 'F')).equals(Buffer.from(xml, 'utf8')));
    assert.match(xml, /<ram:DuePayableAmount>2394.53<\/ram:DuePayableAmount>/);
    assert.match(xml, /<udt:DateTimeString format="102">20270104<\/udt:DateTimeString>/);
    includesAll(await textOf(pdf), [
      'Gesamtbetrag 2.394,53 €',
      'Fällig am 04.01.2027',
      'Steuerfrei nach § 4 Nr. 21 UStG',
    ]);
  });

  test('the XMP says PDF/A-3B and carries the fx properties with their PDF/A extension schema', async () => {
    const doc = await load(await renderDocumentPdf(invoiceDocument(), { facturXml: XML }));
    const metadata = streamAt(doc.catalog, 'Metadata');
    assert.equal(metadata.dict.get(name('Filter')), undefined, 'PDF/A wants the XMP stream uncompressed');
    const xmp = Buffer.from(metadata.getContents()).toString('utf8');
    assert.match(xmp, /^<\?xpacket begin="\ufeff"/);
    assert.match(xmp, /<pdfaid:part>3<\/pdfaid:part>/);
    assert.match(xmp, /<pdfaid:conformance>B<\/pdfaid:conformance>/);
    assert.match(
      xmp,
      /<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#<\/pdfaSchema:namespaceURI>/,
    );
    assert.match(xmp, /<pdfaSchema:prefix>fx<\/pdfaSchema:prefix>/);
    for (const property of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel']) {
      assert.match(xmp, new RegExp(`<pdfaProperty:name>${property}</pdfaProperty:name>`));
    }
    assert.match(xmp, /xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"/);
    assert.match(xmp, /<fx:DocumentType>INVOICE<\/fx:DocumentType>/);
    assert.match(xmp, /<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    assert.match(xmp, /<fx:Version>1.0<\/fx:Version>/);
    assert.match(xmp, /<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    // The info dictionary's dates and title, as PDF/A wants them mirrored in the XMP.
    assert.match(xmp, /<xmp:CreateDate>2026-12-21T09:30:00Z<\/xmp:CreateDate>/);
    assert.match(xmp, /<xmp:ModifyDate>2026-12-21T09:30:00Z<\/xmp:ModifyDate>/);
    assert.match(xmp, /<rdf:li xml:lang="x-default">Rechnung RE-1001<\/rdf:li>/);
  });

  test('without XML: still PDF/A-3B, with no attachment and no fx schema', async () => {
    const doc = await load(await renderDocumentPdf(invoiceDocument()));
    assert.equal(doc.catalog.get(name('AF')), undefined);
    assert.equal(doc.catalog.lookup(name('Names'), PDFDict).get(name('EmbeddedFiles')), undefined);
    const xmp = Buffer.from(streamAt(doc.catalog, 'Metadata').getContents()).toString('utf8');
    assert.match(xmp, /<pdfaid:part>3<\/pdfaid:part>/);
    assert.doesNotMatch(xmp, /fx:|factur-x/);
  });
});

describe('renderDocumentPdf: PDF/A', () => {
  test('every font is embedded (a Type0 font over a CIDFontType2 with its FontFile2); no base-14 font', async () => {
    const doc = await load(await renderDocumentPdf(invoiceDocument(), { facturXml: XML }));
    const fonts = [...dictionaries(doc)].filter((dict) => dict.get(name('Type')) === name('Font'));
    assert.ok(fonts.length >= 2);
    for (const font of fonts) {
      const subtype = font.lookup(name('Subtype'), PDFName).decodeText();
      const base = font.lookup(name('BaseFont'), PDFName).decodeText();
      assert.doesNotMatch(base, /Helvetica|Times|Courier|Symbol|ZapfDingbats/, `a base-14 font: ${base}`);
      const described =
        subtype === 'Type0' ? font.lookup(name('DescendantFonts'), PDFArray).lookup(0, PDFDict) : font;
      const descriptor = described.lookup(name('FontDescriptor'), PDFDict);
      const program =
        descriptor.get(name('FontFile2')) ??
        descriptor.get(name('FontFile3')) ??
        descriptor.get(name('FontFile'));
      assert.ok(program, `${base} (${subtype}) has no embedded font program`);
      assert.ok(
        (doc.context.lookup(program) as PDFRawStream).getContentsSize() > 1000,
        `${base}'s font program is empty`,
      );
    }
  });

  test('an sRGB output intent with its ICC profile (a 3-component RGB profile)', async () => {
    const doc = await load(await renderDocumentPdf(invoiceDocument()));
    const intents = doc.catalog.lookup(name('OutputIntents'), PDFArray);
    const intent = intents.lookup(0, PDFDict);
    assert.equal(intent.get(name('S')), name('GTS_PDFA1'));
    assert.match(intent.lookup(name('OutputConditionIdentifier'), PDFString).decodeText(), /sRGB/);
    const profile = streamAt(intent, 'DestOutputProfile');
    assert.equal(String(profile.dict.get(name('N'))), '3');
    const icc = bytesOf(profile);
    assert.equal(
      icc.subarray(36, 40).toString('latin1'),
      'acsp',
      'an ICC profile starts with its signature at byte 36',
    );
    assert.equal(icc.subarray(16, 20).toString('latin1'), 'RGB ');
  });

  test('two renders of a document are byte-identical; dates are the approval, the /ID follows number and approval', async () => {
    const document = invoiceDocument();
    const [first, second] = [
      await renderDocumentPdf(document, { facturXml: XML }),
      await renderDocumentPdf(document, { facturXml: XML }),
    ];
    assert.ok(first.equals(second), 'two renders differ');
    assert.ok((await renderDocumentPdf(document)).equals(await renderDocumentPdf(document)));

    const doc = await load(first);
    const info = infoOf(doc);
    assert.equal(info.lookup(name('CreationDate'), PDFString).decodeText(), 'D:20261221093000Z');
    assert.equal(info.lookup(name('ModDate'), PDFString).decodeText(), 'D:20261221093000Z');
    const id = (pdf: Buffer) => /\/ID \[(<[0-9a-f]+>)/.exec(pdf.toString('latin1'))?.[1];
    assert.ok(id(first));
    assert.notEqual(id(await renderDocumentPdf({ ...document, number: 'RE-1002' })), id(first));
    assert.notEqual(
      id(await renderDocumentPdf({ ...document, approved_at_ms: document.approved_at_ms + 1000 })),
      id(first),
    );
  });

  test('a document without approval time dates its PDF by its document date', async () => {
    const doc = await load(
      await renderDocumentPdf(
        invoiceDocument({ type: 'DOCUMENT_TYPE_QUOTE', number: 'AG-7', approved_at_ms: 0 }),
      ),
    );
    assert.equal(infoOf(doc).lookup(name('CreationDate'), PDFString).decodeText(), 'D:20261221000000Z');
  });
});

describe('renderDocumentPdf: what it prints', () => {
  test('a German invoice: letterhead, address, number and dates, rows, VAT per rate, totals, payment terms, footer', async () => {
    const text = await textOf(await renderDocumentPdf(invoiceDocument()));
    includesAll(text, [
      'Eventhalle Muster GmbH',
      'Musterstraße 1',
      '10115 Berlin',
      'Tel. +49 30 1234567',
      'rechnung@eventhalle.example',
      'Eventhalle Muster GmbH · Musterstraße 1 · 10115 Berlin',
      'Acme GmbH\nAda Lovelace\nHauptstraße 5a\n10117 Berlin',
      'Rechnung RE-1001',
      'Rechnungsnummer RE-1001',
      'Rechnungsdatum 21.12.2026',
      'Leistungszeitraum 17.12.2026 – 19.12.2026',
      'Fällig am 04.01.2027',
      'Kundennummer K-1001',
      'Ihre Referenz PO-4711',
      'Ihre USt-IdNr. DE987654321',
      'Pos. Beschreibung Menge Einzelpreis USt. Netto',
      '1 Großer Saal – Tagesmiete',
      '3 Tage 411,52 € 19 % 1.234,56 €',
      '2 × 2 Std. 15,00 € 19 % 60,00 €',
      '40 Stk. 12,50 € 7 % 500,00 €',
      'Summe netto 2.094,56 €',
      'USt. 7 % auf 500,00 € 35,00 €',
      'USt. 19 % auf 1.394,56 € 264,97 €',
      'Gesamtbetrag 2.394,53 €',
      'Zahlbar bis 04.01.2027 ohne Abzug.',
      'IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX · Commerzbank',
      'Seite 1 von 1',
      'Geschäftsführung: Erika Mustermann',
      'Amtsgericht Berlin-Charlottenburg',
      'HRB 123456',
      'USt-IdNr.: DE123456789',
      'Steuernummer: 27/123/45678',
    ]);
    // The customer's own country is not printed on a domestic letter.
    assert.doesNotMatch(text, /\nDE\n|DEUTSCHLAND/);
  });

  test('an English invoice: €1,234.56, dates as "17 Dec 2026", a foreign customer\'s country in capitals', async () => {
    const document = invoiceDocument({
      language: 'en',
      customer: customer({ country: 'AT', zip: '1010', city: 'Wien' }),
    });
    const text = await textOf(await renderDocumentPdf(document));
    includesAll(text, [
      'Invoice RE-1001',
      'Invoice date 21 Dec 2026',
      'Service period 17 Dec 2026 – 19 Dec 2026',
      'Due date 4 Jan 2027',
      '1010 Wien\nAUSTRIA',
      'No. Description Qty Unit price VAT Net',
      '3 days €411.52 19% €1,234.56',
      'VAT 19% on €1,394.56 €264.97',
      'Total amount €2,394.53',
      'Payable by 4 Jan 2027 without deduction.',
      'Managing director: Erika Mustermann',
      'VAT ID: DE123456789',
      'Page 1 of 1',
    ]);
  });

  test("the currency is the document's: Swiss francs in German and English", async () => {
    includesAll(await textOf(await renderDocumentPdf(invoiceDocument({ currency: 'CHF' }))), [
      '1.234,56 CHF',
    ]);
    includesAll(await textOf(await renderDocumentPdf(invoiceDocument({ currency: 'CHF', language: 'en' }))), [
      'CHF 1,234.56',
    ]);
  });

  test('booked periods: whole days as a date range, a same-day row with its times, never "00:00–00:00"', async () => {
    const rows = [
      row({
        id: 1,
        start_ms: at('2026-12-17', '00:00'),
        end_ms: at('2026-12-20', '00:00'),
        units: 3,
        unit_amount_cents: 100,
      }),
      row({
        id: 2,
        start_ms: at('2026-12-17', '10:00'),
        end_ms: at('2026-12-17', '12:00'),
        units: 2,
        unit_amount_cents: 100,
      }),
      row({
        id: 3,
        start_ms: at('2026-12-24', '00:00'),
        end_ms: at('2026-12-25', '00:00'),
        units: 1,
        unit_amount_cents: 100,
      }),
      row({
        id: 4,
        start_ms: at('2026-12-27', '14:00'),
        end_ms: at('2026-12-29', '11:00'),
        units: 2,
        unit_amount_cents: 100,
      }),
    ];
    const text = await textOf(await renderDocumentPdf(invoiceDocument({ rows })));
    includesAll(text, [
      '17.12.2026 – 19.12.2026',
      '17.12.2026 10:00–12:00',
      '24.12.2026\n',
      '27.12.2026 14:00 – 29.12.2026 11:00',
    ]);
    assert.doesNotMatch(text, /00:00/);
  });

  test("a weekly series: each instance's row prints its own date", async () => {
    const dates = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05'];
    const rows = dates.map((date, i) =>
      row({
        id: i + 1,
        instance_id: i + 1,
        start_ms: at(date, '18:00'),
        end_ms: at(date, '19:30'),
        units: 2,
        unit_amount_cents: 2_500,
        booking_title: 'Yoga',
      }),
    );
    const text = await textOf(await renderDocumentPdf(invoiceDocument({ rows })));
    // Across the change to summer time (28 March) too: 18:00 local every week.
    includesAll(text, [
      '01.03.2027 18:00–19:30 · Yoga',
      '29.03.2027 18:00–19:30 · Yoga',
      '05.04.2027 18:00–19:30 · Yoga',
      'Leistungszeitraum 01.03.2027 – 05.04.2027',
    ]);
  });

  test('a VAT-free row prints its exemption reason, and so does its line of the VAT breakdown', async () => {
    const text = await textOf(await renderDocumentPdf(invoiceDocument()));
    includesAll(text, [
      'Kursgebühr Erste Hilfe (Großer Saal)\n18.12.2026 09:00–17:00\nSteuerfrei nach § 4 Nr. 21 UStG',
      'Steuerfrei nach § 4 Nr. 21 UStG auf 200,00 € 0,00 €',
    ]);
    assert.doesNotMatch(text, /USt\. 0 %/);
    // A reverse-charge row without a reason of its own: its category's words.
    const reverse = row({ id: 9, units: 1, unit_amount_cents: 10_000, tax_rate_bp: 0, tax_category: 'AE' });
    const flat = (await textOf(await renderDocumentPdf(invoiceDocument({ rows: [reverse] })))).replace(
      /\s+/g,
      ' ',
    );
    includesAll(flat, [
      'Großer Saal Steuerschuldnerschaft des Leistungsempfängers 1 Std.',
      'Steuerschuldnerschaft des Leistungsempfängers auf 100,00 € 0,00 €',
    ]);
  });

  test('a §19 UStG small business: the note, no VAT column and no VAT breakdown', async () => {
    const rows = [
      row({
        id: 1,
        units: 2,
        unit_amount_cents: 5_000,
        tax_rate_bp: 0,
        tax_category: 'E',
        tax_exemption_reason: 'Kleinunternehmer',
      }),
    ];
    const text = await textOf(
      await renderDocumentPdf(
        invoiceDocument({ rows, issuer: issuer({ small_business: true, vat_id: '' }) }),
      ),
    );
    includesAll(text, [
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      'Pos. Beschreibung Menge Einzelpreis Netto',
      'Gesamtbetrag 100,00 €',
    ]);
    assert.doesNotMatch(text, /Summe netto|USt\. |Kleinunternehmer/);
  });

  test('a cancellation invoice names the invoice it cancels and asks for no payment', async () => {
    const text = await textOf(await renderDocumentPdf(cancellationDocument()));
    includesAll(text, [
      'Stornorechnung SR-12\nStorno zu Rechnung RE-1001 vom 21.12.2026',
      'Gesamtbetrag -2.394,53 €',
    ]);
    assert.doesNotMatch(text, /Zahlbar|Fällig/);
    const english = await textOf(await renderDocumentPdf(cancellationDocument({ language: 'en' })));
    includesAll(english, [
      'Cancellation invoice SR-12\nCancels invoice RE-1001 of 21 Dec 2026',
      'Total amount -€2,394.53',
    ]);
  });

  test('quotes and order confirmations: their titles and number words, no payment terms', async () => {
    const cases: Array<[billing.Document__Output['type'], string, string, string[]]> = [
      [
        'DOCUMENT_TYPE_QUOTE',
        'AG-7',
        'de',
        ['Angebot AG-7', 'Angebotsnummer AG-7', 'Angebotsdatum 21.12.2026'],
      ],
      ['DOCUMENT_TYPE_QUOTE', 'AG-7', 'en', ['Quote AG-7', 'Quote number AG-7', 'Quote date 21 Dec 2026']],
      ['DOCUMENT_TYPE_ORDER_CONFIRMATION', 'AB-3', 'de', ['Auftragsbestätigung AB-3', 'Auftragsnummer AB-3']],
      ['DOCUMENT_TYPE_ORDER_CONFIRMATION', 'AB-3', 'en', ['Order confirmation AB-3', 'Order number AB-3']],
    ];
    for (const [type, number, language, expected] of cases) {
      const text = await textOf(
        await renderDocumentPdf(invoiceDocument({ type, number, language, due_date: null })),
      );
      includesAll(text, expected);
      assert.doesNotMatch(text, /Zahlbar|Payable|IBAN DE89/);
    }
  });

  test('80 rows run over several pages, each with the table header and "Seite n von m"', async () => {
    const rows = Array.from({ length: 80 }, (_, i) =>
      row({
        id: i + 1,
        name: `Tarif ${i + 1}`,
        start_ms: at('2027-01-04', '10:00') + i * 86_400_000,
        end_ms: at('2027-01-04', '12:00') + i * 86_400_000,
        units: 2,
        unit_amount_cents: 5_000,
      }),
    );
    const pages = await pagesOf(await renderDocumentPdf(invoiceDocument({ rows })));
    assert.ok(pages.length >= 3, `${pages.length} pages`);
    pages.forEach((page, i) => {
      includesAll(page, [
        'Pos. Beschreibung Menge Einzelpreis USt. Netto',
        `Seite ${i + 1} von ${pages.length}`,
        'Amtsgericht Berlin-Charlottenburg',
      ]);
      if (i > 0) includesAll(page, ['Rechnung RE-1001']);
    });
    // Every row once, in order; the totals after the last.
    const text = pages.join('\n');
    const positions = rows.map((_, i) => text.indexOf(`Großer Saal – Tarif ${i + 1}\n`));
    assert.ok(
      positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!)),
      'rows missing or out of order',
    );
    assert.ok(pages.at(-1)!.includes('Gesamtbetrag 9.520,00 €'));
  });
});
