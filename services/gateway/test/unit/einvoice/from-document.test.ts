// eInvoiceOf and missingForXRechnung, field by field: every business term the mapping fills, from
// hand-built documents (documents.ts), without any XML.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  eInvoiceOf,
  missingForXRechnung,
  NO_BUYER_REFERENCE,
  PEPPOL_BILLING,
  XRECHNUNG_3_0,
} from '../../../src/invoices/einvoice/from-document.ts';
import { SMALL_BUSINESS_NOTE } from '../../../src/invoices/einvoice/texts.ts';
import {
  at,
  cancellation,
  company,
  customer,
  day,
  invoice,
  issuer,
  row,
  type Document,
} from './documents.ts';

const hall = (
  overrides: Partial<Parameters<typeof row>[0]> = {},
  calculation: 'vertical' | 'horizontal' = 'vertical',
) =>
  row(
    {
      name: 'Saalmiete',
      start: at('2026-06-12', '10:00'),
      end: at('2026-06-12', '13:01'),
      units: 4,
      unitCents: 15000,
      rateBp: 1900,
      ...overrides,
    },
    calculation,
  );

const catering = () =>
  row({
    kind: 'ROW_KIND_SERVICE',
    name: 'Buffet',
    start: at('2026-06-12', '10:00'),
    end: at('2026-06-12', '13:01'),
    interval: 'INTERVAL_PER_QUANTITY',
    quantity: 40,
    units: 40,
    unitCents: 1850,
    rateBp: 700,
  });

/** 19 % hall, 7 % catering, a room exempt under § 4 Nr. 12 UStG. */
function mixed(overrides: Partial<Document> = {}): Document {
  return invoice(
    [
      hall(),
      catering(),
      row({
        name: 'Gästezimmer',
        resource: 'Gästehaus',
        start: at('2026-06-12', '14:00'),
        end: at('2026-06-13', '10:00'),
        interval: 'INTERVAL_PER_DAY',
        units: 1,
        unitCents: 8000,
        rateBp: 0,
        category: 'E',
        reason: 'Steuerfrei nach § 4 Nr. 12 UStG',
      }),
    ],
    overrides,
  );
}

describe('eInvoiceOf: the document', () => {
  test('BT-1, BT-2, BT-3 380, BT-5, BT-9, BT-23, BT-24 of an invoice', () => {
    const e = eInvoiceOf(mixed());
    assert.equal(e.number, 'RE-1001');
    assert.equal(e.issueDate, '2026-07-01');
    assert.equal(e.typeCode, '380');
    assert.equal(e.currency, 'EUR');
    assert.equal(e.dueDate, '2026-07-15');
    assert.equal(e.businessProcess, PEPPOL_BILLING);
    assert.equal(e.businessProcess, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    assert.equal(e.specificationId, XRECHNUNG_3_0);
    assert.equal(e.specificationId, 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    assert.deepEqual(e.notes, []);
    assert.equal(e.precedingInvoice, undefined);
  });

  test('a cancellation is a credit note 381 with positive amounts and BT-25/BT-26 of the cancelled invoice', () => {
    const original = mixed();
    const e = eInvoiceOf(cancellation(original));
    assert.equal(e.typeCode, '381');
    assert.equal(e.number, 'SR-1001');
    assert.equal(e.issueDate, '2026-07-20');
    assert.equal(e.dueDate, '2026-07-20');
    assert.deepEqual(e.precedingInvoice, { number: 'RE-1001', issueDate: '2026-07-01' });
    const asInvoice = eInvoiceOf(original);
    assert.deepEqual(e.lines, asInvoice.lines, 'the same lines, positive');
    assert.deepEqual(e.vatBreakdown, asInvoice.vatBreakdown);
    assert.deepEqual(e.totals, asInvoice.totals);
    assert.ok(e.totals.dueCents > 0);
  });

  test('only invoices and cancellation invoices are e-invoices', () => {
    assert.throws(
      () => eInvoiceOf(mixed({ type: 'DOCUMENT_TYPE_QUOTE' })),
      /invoice or a cancellation invoice/,
    );
  });

  test('BT-10: the buyer reference, else the customer number, else "n/a"', () => {
    assert.equal(eInvoiceOf(mixed()).buyerReference, '04011000-12345-03');
    assert.equal(eInvoiceOf(mixed({ customer: customer({ buyer_reference: '' }) })).buyerReference, 'K-1001');
    const none = eInvoiceOf(mixed({ customer: customer({ buyer_reference: '', customer_number: '' }) }));
    assert.equal(none.buyerReference, NO_BUYER_REFERENCE);
    assert.equal(none.buyerReference, 'n/a');
  });

  test('BT-20 and BT-9: payment terms in words, in the document language', () => {
    assert.equal(
      eInvoiceOf(mixed()).paymentTerms,
      'Zahlbar innerhalb von 14 Tagen bis 15.07.2026 ohne Abzug',
    );
    assert.equal(
      eInvoiceOf(mixed({ language: 'en' })).paymentTerms,
      'Payable within 14 days, by 2026-07-15, without deduction',
    );
    const agreed = eInvoiceOf(mixed({ due_date: day('2026-07-31') }));
    assert.equal(agreed.paymentTerms, 'Zahlbar bis 31.07.2026 ohne Abzug');
    assert.equal(agreed.dueDate, '2026-07-31');
    const now = eInvoiceOf(
      mixed({ due_date: day('2026-07-01'), issuer: issuer({ payment_terms_days: undefined }) }),
    );
    assert.equal(now.paymentTerms, 'Zahlbar sofort ohne Abzug');
    // no stored due date: the issue date plus the issuer's terms
    const derived = eInvoiceOf(mixed({ due_date: undefined, issuer: issuer({ payment_terms_days: 10 }) }));
    assert.equal(derived.dueDate, '2026-07-11');
    assert.equal(derived.paymentTerms, 'Zahlbar innerhalb von 10 Tagen bis 11.07.2026 ohne Abzug');
  });

  test('BT-20 of a credit note names the cancelled invoice', () => {
    assert.equal(
      eInvoiceOf(cancellation(mixed())).paymentTerms,
      'Gutschrift zur Stornierung der Rechnung RE-1001 vom 01.07.2026: wird erstattet oder verrechnet',
    );
  });

  test('BG-14: the first start and the last end of the lines', () => {
    assert.deepEqual(eInvoiceOf(mixed()).period, { start: '2026-06-12', end: '2026-06-13' });
  });
});

describe('eInvoiceOf: seller and buyer', () => {
  test('BG-4 from the issuer snapshot: BT-27, BT-30 with the court, BT-31, BT-32, BT-34, BG-5, BG-6', () => {
    const { seller } = eInvoiceOf(mixed());
    assert.deepEqual(seller, {
      name: 'Festhalle Musterstadt GmbH',
      identifier: undefined,
      legalRegistration: 'HRB 12345, Amtsgericht Charlottenburg',
      vatId: 'DE136695976',
      taxNumber: '12/345/67890',
      electronicAddress: 'buchhaltung@festhalle.example',
      address: { line1: 'Musterstraße 12', postCode: '12345', city: 'Musterstadt', country: 'DE' },
      contact: { name: 'Erika Mustermann', phone: '+49 30 1234567', email: 'buchhaltung@festhalle.example' },
    });
  });

  test('BT-41 is the company without a managing director; name and e-mail fall back to the kept profile', () => {
    const { seller } = eInvoiceOf(
      mixed({
        issuer: issuer({ managing_director: '', company: '', email: '' }),
        company: company('Profilname GmbH', 'profil@festhalle.example'),
      }),
    );
    assert.equal(seller.name, 'Profilname GmbH');
    assert.equal(seller.contact.name, 'Profilname GmbH');
    assert.equal(seller.electronicAddress, 'profil@festhalle.example');
    assert.equal(seller.contact.email, 'profil@festhalle.example');
  });

  test('BT-29: the tax number identifies a seller with neither VAT id nor register number (BR-CO-26)', () => {
    const { seller } = eInvoiceOf(
      mixed({ issuer: issuer({ vat_id: '', register_number: '', register_court: '' }) }),
    );
    assert.equal(seller.identifier, '12/345/67890');
    assert.equal(seller.taxNumber, '12/345/67890');
    assert.equal(seller.vatId, undefined);
    assert.equal(seller.legalRegistration, undefined);
  });

  test('BT-30 without a court is the register number alone', () => {
    const { seller } = eInvoiceOf(mixed({ issuer: issuer({ register_court: '' }) }));
    assert.equal(seller.legalRegistration, 'HRB 12345');
  });

  test('BG-7 from the customer card: BT-44, BT-46 customer number, BT-48, BT-49, BG-8 street with house number', () => {
    const { buyer } = eInvoiceOf(mixed({ customer: customer({ vat_id: 'DE811569869', country: 'de' }) }));
    assert.deepEqual(buyer, {
      name: 'Beispiel AG',
      identifier: 'K-1001',
      vatId: 'DE811569869',
      electronicAddress: 'rechnung@beispiel.example',
      address: { line1: 'Hauptstraße 5', postCode: '54321', city: 'Beispielhausen', country: 'DE' },
    });
  });

  test('BT-44 of a private customer is the person', () => {
    const { buyer } = eInvoiceOf(mixed({ customer: customer({ company_name: '' }) }));
    assert.equal(buyer.name, 'Max Beispiel');
  });

  test('BG-13 only for an intra-community supply (K): the buyer address, naming the country (BR-IC-12)', () => {
    assert.equal(eInvoiceOf(mixed()).delivery, undefined);
    const k = eInvoiceOf(
      invoice([hall({ rateBp: 0, category: 'K', reason: '' })], {
        customer: customer({ country: 'FR', vat_id: 'FR40303265045', city: 'Paris', zip: '75001' }),
      }),
    );
    assert.deepEqual(k.delivery, {
      name: 'Beispiel AG',
      address: { line1: 'Hauptstraße 5', postCode: '75001', city: 'Paris', country: 'FR' },
    });
  });

  test('lines not subject to VAT (O) name neither VAT id (BR-O-02)', () => {
    const e = eInvoiceOf(
      invoice([hall({ rateBp: 0, category: 'O', reason: '' })], { customer: customer({ vat_id: 'CH-123' }) }),
    );
    assert.equal(e.seller.vatId, undefined);
    assert.equal(e.buyer.vatId, undefined);
    assert.equal(e.seller.legalRegistration, 'HRB 12345, Amtsgericht Charlottenburg');
    // nor a line rate (BR-O-05), while the breakdown keeps its 0 % (BR-DE-14)
    assert.equal(e.lines[0]!.rateBp, undefined);
    assert.equal(e.vatBreakdown[0]!.rateBp, 0);
    assert.equal(e.vatBreakdown[0]!.exemptionCode, 'VATEX-EU-O');
  });
});

describe('eInvoiceOf: payment instructions (BG-16)', () => {
  test('with an IBAN: SEPA credit transfer 58, BT-84 IBAN, BT-85 the seller, BT-86 BIC', () => {
    assert.deepEqual(eInvoiceOf(mixed()).payment, {
      meansCode: '58',
      meansText: 'SEPA-Überweisung',
      account: { iban: 'DE02120300000000202051', name: 'Festhalle Musterstadt GmbH', bic: 'BYLADEM1001' },
    });
  });

  test('without an IBAN: 1, "not defined", and no account', () => {
    assert.deepEqual(eInvoiceOf(mixed({ issuer: issuer({ iban: '', bic: '' }) })).payment, {
      meansCode: '1',
      meansText: 'Zahlung nach Vereinbarung',
    });
  });

  test('a credit note: 97, clearing between partners, no seller account', () => {
    assert.deepEqual(eInvoiceOf(cancellation(mixed({ language: 'en' }))).payment, {
      meansCode: '97',
      meansText: 'Refund or set-off',
    });
  });
});

describe('eInvoiceOf: lines (BG-25)', () => {
  test('BT-126, BT-153, BT-154, BT-129, BT-130, BT-131, BG-26, BT-146, BT-151, BT-152 of a row by started hours', () => {
    const [line] = eInvoiceOf(mixed()).lines;
    assert.deepEqual(line, {
      id: '1',
      name: 'Saalmiete (Großer Saal)',
      description: 'Sommerfest, 12.06.2026 10:00–13:01',
      quantity: '4',
      unitCode: 'HUR',
      netCents: 60000,
      period: { start: '2026-06-12', end: '2026-06-12' },
      price: { amount: '150.00' },
      category: 'S',
      rateBp: 1900,
    });
  });

  test('positions count from 1; an item row by quantity counts pieces (C62)', () => {
    const line = eInvoiceOf(mixed()).lines[1]!;
    assert.equal(line.id, '2');
    assert.equal(line.name, 'Buffet (Großer Saal)');
    assert.equal(line.quantity, '40');
    assert.equal(line.unitCode, 'C62');
    assert.equal(line.price.amount, '18.50');
    assert.equal(line.netCents, 74000);
    assert.equal(line.category, 'S');
    assert.equal(line.rateBp, 700);
  });

  test('BT-130 by interval: minutes MIN, hours HUR, days DAY, quantity and flat C62', () => {
    const start = at('2026-06-12', '10:00');
    const end = at('2026-06-12', '11:00');
    const unit = (interval: Parameters<typeof row>[0]['interval'], priceType?: 'PRICE_TYPE_FLAT') =>
      eInvoiceOf(invoice([hall({ start, end, interval, priceType, units: 1 })])).lines[0]!.unitCode;
    assert.equal(unit('INTERVAL_PER_MINUTE'), 'MIN');
    assert.equal(unit('INTERVAL_PER_HOUR'), 'HUR');
    assert.equal(unit('INTERVAL_PER_DAY'), 'DAY');
    assert.equal(unit('INTERVAL_PER_QUANTITY'), 'C62');
    assert.equal(unit('INTERVAL_UNSPECIFIED'), 'C62');
    assert.equal(unit('INTERVAL_UNSPECIFIED', 'PRICE_TYPE_FLAT'), 'C62');
    assert.equal(unit('INTERVAL_PER_HOUR', 'PRICE_TYPE_FLAT'), 'C62');
  });

  test('half hours are counted in hours (0.5 each), priced per half hour: BT-149 0.5 HUR', () => {
    const [line] = eInvoiceOf(
      invoice([
        hall({
          interval: 'INTERVAL_PER_30_MINUTES',
          units: 3,
          unitCents: 1000,
          end: at('2026-06-12', '11:30'),
        }),
      ]),
    ).lines;
    assert.equal(line!.quantity, '1.5');
    assert.equal(line!.unitCode, 'HUR');
    assert.deepEqual(line!.price, { amount: '10.00', baseQuantity: '0.5' });
    assert.equal(line!.netCents, 3000);
  });

  test('BT-146 of a gross ("horizontal") price: the net per unit, with more places when that is exact', () => {
    // 4 × 10.00 gross at 19 %: net 33.61 (40 / 1.19 = 33.6134…), 8.4025 per hour exactly
    const [line] = eInvoiceOf(
      invoice([hall({ units: 4, unitCents: 1000 }, 'horizontal')], { calculation: 'CALCULATION_HORIZONTAL' }),
    ).lines;
    assert.equal(line!.netCents, 3361);
    assert.deepEqual(line!.price, { amount: '8.4025' });
  });

  test('BT-146 of a gross price that no four places hold: given for several units (BT-149)', () => {
    // 3 × 10.00 gross at 19 %: net 25.21 (30 / 1.19 = 25.2100…), 8.40333… per hour: 25.21 per 3 hours
    const [line] = eInvoiceOf(
      invoice([hall({ units: 3, unitCents: 1000 }, 'horizontal')], { calculation: 'CALCULATION_HORIZONTAL' }),
    ).lines;
    assert.equal(line!.netCents, 2521);
    assert.deepEqual(line!.price, { amount: '25.21', baseQuantity: '3' });
    // and with half hours the base is in hours: 25.21 per 1.5 hours
    const [half] = eInvoiceOf(
      invoice([hall({ interval: 'INTERVAL_PER_30_MINUTES', units: 3, unitCents: 1000 }, 'horizontal')]),
    ).lines;
    assert.equal(half!.quantity, '1.5');
    assert.deepEqual(half!.price, { amount: '25.21', baseQuantity: '1.5' });
  });

  test('BG-26: the days in the time zone; an end at 00:00 belongs to the day before', () => {
    const line = (
      start: number,
      end: number,
      interval: 'INTERVAL_PER_DAY' | 'INTERVAL_PER_HOUR' = 'INTERVAL_PER_DAY',
    ) => eInvoiceOf(invoice([hall({ start, end, interval, units: 1 })])).lines[0]!;
    assert.deepEqual(line(at('2026-06-12', '00:00'), at('2026-06-15', '00:00')).period, {
      start: '2026-06-12',
      end: '2026-06-14',
    });
    const evening = line(at('2026-06-12', '20:00'), at('2026-06-13', '00:00'), 'INTERVAL_PER_HOUR');
    assert.deepEqual(evening.period, { start: '2026-06-12', end: '2026-06-12' });
    assert.equal(evening.description, 'Sommerfest, 12.06.2026 20:00–24:00');
    const night = line(at('2026-06-12', '22:00'), at('2026-06-13', '02:00'), 'INTERVAL_PER_HOUR');
    assert.deepEqual(night.period, { start: '2026-06-12', end: '2026-06-13' });
    assert.equal(night.description, 'Sommerfest, 12.06.2026 22:00 – 13.06.2026 02:00');
    // 23:30 UTC is already the next day in Berlin
    const utcLate = Date.UTC(2026, 5, 12, 23, 30);
    assert.deepEqual(line(utcLate, utcLate + 3_600_000, 'INTERVAL_PER_HOUR').period, {
      start: '2026-06-13',
      end: '2026-06-13',
    });
  });

  test('BT-154 in English writes ISO dates; a row without title or times has no description', () => {
    const e = eInvoiceOf(mixed({ language: 'en' }));
    assert.equal(e.lines[0]!.description, 'Sommerfest, 2026-06-12 10:00–13:01');
    const bare = eInvoiceOf(invoice([hall({ title: '', start: 0, end: 0 })])).lines[0]!;
    assert.equal(bare.description, undefined);
    assert.equal(bare.period, undefined);
  });

  test('BT-153 of a row without a name is the resource; without either, the kind of row', () => {
    assert.equal(eInvoiceOf(invoice([hall({ name: '' })])).lines[0]!.name, 'Großer Saal');
    assert.equal(eInvoiceOf(invoice([hall({ name: '', resource: '' })])).lines[0]!.name, 'Buchung');
  });

  test('BT-151: a row made before categories were kept is S above 0 %, else E', () => {
    const e = eInvoiceOf(invoice([hall({ category: '' }), hall({ category: '', rateBp: 0 })]));
    assert.deepEqual(
      e.lines.map((l) => [l.category, l.rateBp]),
      [
        ['S', 1900],
        ['E', 0],
      ],
    );
    assert.equal(e.vatBreakdown.find((v) => v.category === 'E')!.exemptionReason, 'Umsatzsteuerfrei');
  });

  test('a category EN 16931 does not know is refused', () => {
    assert.throws(() => eInvoiceOf(invoice([hall({ category: 'X' })])), /VAT category "X"/);
  });
});

describe('eInvoiceOf: VAT breakdown (BG-23) and totals (BG-22)', () => {
  test('one breakdown per category and rate: BT-116 the lines, BT-117 rounded half up, BT-118 to BT-121', () => {
    const e = eInvoiceOf(mixed());
    assert.deepEqual(e.vatBreakdown, [
      {
        category: 'S',
        rateBp: 700,
        taxableCents: 74000,
        taxCents: 5180,
        exemptionReason: undefined,
        exemptionCode: undefined,
      },
      {
        category: 'S',
        rateBp: 1900,
        taxableCents: 60000,
        taxCents: 11400,
        exemptionReason: undefined,
        exemptionCode: undefined,
      },
      {
        category: 'E',
        rateBp: 0,
        taxableCents: 8000,
        taxCents: 0,
        exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG',
        exemptionCode: undefined,
      },
    ]);
    assert.deepEqual(e.totals, {
      lineNetCents: 142000,
      taxExclusiveCents: 142000,
      taxCents: 16580,
      taxInclusiveCents: 158580,
      roundingCents: 0,
      dueCents: 158580,
    });
  });

  test('BT-117 rounds half up (BR-CO-17): 0.5 cent goes up', () => {
    // 2.50 at 7 % = 0.175 → 0.18; 0.50 at 19 % = 0.095 → 0.10
    const e = eInvoiceOf(
      invoice([hall({ units: 1, unitCents: 250, rateBp: 700 }), hall({ units: 1, unitCents: 50 })]),
    );
    assert.deepEqual(
      e.vatBreakdown.map((v) => v.taxCents),
      [18, 10],
    );
  });

  test('BT-114 takes what per-row tax differs from the breakdown; BT-115 stays the document gross', () => {
    // three rows of 10.00 gross at 19 %: net 8.40 and tax 1.60 each (4.80); the breakdown: 25.20 × 19 % = 4.79
    const rows = [1, 2, 3].map(() => hall({ units: 1, unitCents: 1000 }, 'horizontal'));
    const e = eInvoiceOf(invoice(rows, { calculation: 'CALCULATION_HORIZONTAL' }));
    assert.deepEqual(e.totals, {
      lineNetCents: 2520,
      taxExclusiveCents: 2520,
      taxCents: 479,
      taxInclusiveCents: 2999,
      roundingCents: 1,
      dueCents: 3000,
    });
    // the credit note the same, positive
    assert.deepEqual(eInvoiceOf(cancellation(invoice(rows))).totals, e.totals);
  });

  test('stored totals that rounding cannot explain are refused, not hidden in BT-114', () => {
    const tampered = mixed();
    tampered.gross_cents += 500;
    assert.throws(() => eInvoiceOf(tampered), /more than rounding can explain/);
  });

  test('exempt rows of different reasons share one E breakdown, their reasons joined', () => {
    const e = eInvoiceOf(
      invoice([
        hall({ rateBp: 0, category: 'E', reason: 'Steuerfrei nach § 4 Nr. 12 UStG' }),
        hall({ rateBp: 0, category: 'E', reason: 'Steuerfrei nach § 4 Nr. 22 UStG' }),
      ]),
    );
    assert.equal(e.vatBreakdown.length, 1);
    assert.equal(
      e.vatBreakdown[0]!.exemptionReason,
      'Steuerfrei nach § 4 Nr. 12 UStG; Steuerfrei nach § 4 Nr. 22 UStG',
    );
  });

  test('reverse charge AE: the row reason, else the words of § 14a UStG, and VATEX-EU-AE', () => {
    const given = eInvoiceOf(invoice([hall({ rateBp: 0, category: 'AE', reason: 'Reverse charge' })]));
    assert.equal(given.vatBreakdown[0]!.exemptionReason, 'Reverse charge');
    const e = eInvoiceOf(invoice([hall({ rateBp: 0, category: 'AE' })]));
    assert.deepEqual(e.vatBreakdown[0], {
      category: 'AE',
      rateBp: 0,
      taxableCents: 60000,
      taxCents: 0,
      exemptionReason: 'Steuerschuldnerschaft des Leistungsempfängers',
      exemptionCode: 'VATEX-EU-AE',
    });
  });

  test('intra-community supply K: VATEX-EU-IC', () => {
    const e = eInvoiceOf(invoice([hall({ rateBp: 0, category: 'K' })]));
    assert.equal(e.vatBreakdown[0]!.exemptionCode, 'VATEX-EU-IC');
    assert.equal(e.vatBreakdown[0]!.exemptionReason, 'Steuerfreie innergemeinschaftliche Lieferung');
  });

  test('a small business (§ 19 UStG): every line E at 0 %, the statement as BT-120 and BT-22', () => {
    const small = eInvoiceOf(
      invoice([hall({ rateBp: 0, category: '' }), hall({ rateBp: 0, category: 'S' })], {
        issuer: issuer({ small_business: true }),
        vat_active: false,
      }),
    );
    assert.deepEqual(small.notes, [SMALL_BUSINESS_NOTE]);
    assert.equal(SMALL_BUSINESS_NOTE, 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG');
    assert.deepEqual(
      small.lines.map((l) => [l.category, l.rateBp]),
      [
        ['E', 0],
        ['E', 0],
      ],
    );
    assert.equal(small.vatBreakdown.length, 1);
    assert.equal(small.vatBreakdown[0]!.exemptionReason, SMALL_BUSINESS_NOTE);
    assert.equal(small.totals.taxCents, 0);
  });
});

describe('missingForXRechnung', () => {
  test('a complete document lacks nothing', () => {
    assert.deepEqual(missingForXRechnung(mixed()), []);
    assert.deepEqual(missingForXRechnung(cancellation(mixed())), []);
  });

  test('names the issuer and customer fields the XML cannot be valid without', () => {
    const document = mixed({
      issuer: issuer({ phone: '', email: '', zip: '', city: '', country: '', vat_id: '', tax_number: '' }),
      company: company('Festhalle', ''),
      customer: customer({
        email: '',
        zip: '',
        city: '',
        country: '',
        company_name: '',
        first_name: '',
        last_name: '',
      }),
    });
    assert.deepEqual(missingForXRechnung(document), [
      'issuer.zip',
      'issuer.city',
      'issuer.country',
      'issuer.phone',
      'issuer.email',
      'issuer.vat_id or issuer.tax_number',
      'customer.company_name or customer.last_name',
      'customer.zip',
      'customer.city',
      'customer.country',
      'customer.email',
    ]);
  });

  test('a document without snapshot (made before issue 56) lacks all of it', () => {
    const old = mixed({ issuer: null, customer: null, company: null, currency: '', time_zone: '' });
    assert.deepEqual(missingForXRechnung(old), [
      'document.currency',
      'issuer.company',
      'issuer.zip',
      'issuer.city',
      'issuer.country',
      'issuer.phone',
      'issuer.email',
      'issuer.vat_id or issuer.tax_number',
      'customer.company_name or customer.last_name',
      'customer.zip',
      'customer.city',
      'customer.country',
      'customer.email',
    ]);
  });

  test('reverse charge and intra-community supply need both VAT ids', () => {
    const ae = invoice([hall({ rateBp: 0, category: 'AE' })], { issuer: issuer({ vat_id: '' }) });
    assert.deepEqual(missingForXRechnung(ae), ['issuer.vat_id', 'customer.vat_id']);
    const k = invoice([hall({ rateBp: 0, category: 'K' })], {
      customer: customer({ vat_id: 'FR40303265045' }),
    });
    assert.deepEqual(missingForXRechnung(k), []);
  });

  test('a draft has no number or date yet', () => {
    assert.deepEqual(missingForXRechnung(mixed({ number: '', document_date: undefined })), [
      'document.number',
      'document.document_date',
    ]);
  });

  test('the profile name and e-mail kept with the document count for the issuer', () => {
    const document = mixed({
      issuer: issuer({ company: '', email: '' }),
      company: company('Festhalle', 'info@festhalle.example'),
    });
    assert.deepEqual(missingForXRechnung(document), []);
  });
});
