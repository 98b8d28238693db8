// The invoices of the validation table: each a situation Venue's invoices meet (tax rates,
// calculations, kinds of rows, units, parties), built as billing would store them.
import { at, customer, invoice, issuer, row, type Document, type RowSpec } from './documents.ts';

const hour = (date: string, from: string, to: string, overrides: Partial<RowSpec> = {}): RowSpec => ({
  name: 'Saalmiete',
  start: at(date, from),
  end: at(date, to),
  units: 1,
  unitCents: 12000,
  rateBp: 1900,
  ...overrides,
});

const horizontal = { calculation: 'CALCULATION_HORIZONTAL' } as const;

export const SCENARIOS: Record<string, () => Document> = {
  'vertical: 19 % hall by started hours, 7 % catering, rooms exempt for two reasons (E)': () =>
    invoice([
      row(hour('2026-06-12', '10:00', '13:01', { units: 4, unitCents: 15000 })),
      row(
        hour('2026-06-12', '10:00', '13:01', {
          kind: 'ROW_KIND_SERVICE',
          name: 'Buffet',
          interval: 'INTERVAL_PER_QUANTITY',
          quantity: 40,
          units: 40,
          unitCents: 1850,
          rateBp: 700,
        }),
      ),
      row({
        ...hour('2026-06-12', '14:00', '10:00'),
        end: at('2026-06-13', '10:00'),
        name: 'Gästezimmer',
        resource: 'Gästehaus',
        interval: 'INTERVAL_PER_DAY',
        unitCents: 8000,
        rateBp: 0,
        category: 'E',
        reason: 'Steuerfrei nach § 4 Nr. 12 UStG',
      }),
      row({
        ...hour('2026-06-12', '09:00', '17:00'),
        name: 'Seminarleitung',
        kind: 'ROW_KIND_SERVICE',
        interval: 'INTERVAL_PER_QUANTITY',
        unitCents: 45000,
        rateBp: 0,
        category: 'E',
        reason: 'Steuerfrei nach § 4 Nr. 21 UStG',
      }),
    ]),

  'horizontal: gross prices at 19 % and 7 %, per-row tax differs from the breakdown (BT-114)': () =>
    invoice(
      [
        row(hour('2026-06-12', '10:00', '11:00', { unitCents: 1000 }), 'horizontal'),
        row(hour('2026-06-13', '10:00', '11:00', { unitCents: 1000 }), 'horizontal'),
        row(hour('2026-06-14', '10:00', '11:00', { unitCents: 1000 }), 'horizontal'),
        row(
          hour('2026-06-12', '10:00', '11:00', {
            kind: 'ROW_KIND_SERVICE',
            name: 'Kaffee',
            interval: 'INTERVAL_PER_QUANTITY',
            quantity: 7,
            units: 7,
            unitCents: 333,
            rateBp: 700,
          }),
          'horizontal',
        ),
      ],
      horizontal,
    ),

  'inventory items: a projector per day, chairs per piece, the hall at a flat price': () =>
    invoice([
      row(
        hour('2026-06-12', '08:00', '22:00', {
          priceType: 'PRICE_TYPE_FLAT',
          interval: 'INTERVAL_UNSPECIFIED',
          unitCents: 90000,
        }),
      ),
      row(
        hour('2026-06-12', '08:00', '22:00', {
          kind: 'ROW_KIND_INVENTORY',
          name: 'Beamer',
          interval: 'INTERVAL_PER_DAY',
          quantity: 2,
          units: 2,
          unitCents: 4500,
        }),
      ),
      row(
        hour('2026-06-12', '08:00', '22:00', {
          kind: 'ROW_KIND_INVENTORY',
          name: 'Stuhl',
          interval: 'INTERVAL_PER_QUANTITY',
          quantity: 120,
          units: 120,
          unitCents: 150,
        }),
      ),
    ]),

  'services: cleaning per hour for two cleaners, a technician per half hour': () =>
    invoice([
      row(hour('2026-06-12', '18:00', '21:00', { units: 3, unitCents: 9000 })),
      row(
        hour('2026-06-12', '18:00', '21:00', {
          kind: 'ROW_KIND_SERVICE',
          name: 'Reinigung',
          quantity: 2,
          units: 6,
          unitCents: 3500,
        }),
      ),
      row(
        hour('2026-06-12', '18:00', '21:00', {
          kind: 'ROW_KIND_SERVICE',
          name: 'Veranstaltungstechnik',
          interval: 'INTERVAL_PER_30_MINUTES',
          units: 6,
          unitCents: 2750,
        }),
      ),
    ]),

  'started hours and minutes: 61 minutes are 2 hours, a 25-minute slot by the minute': () =>
    invoice([
      row(hour('2026-06-12', '10:00', '11:01', { units: 2 })),
      row(hour('2026-06-12', '14:15', '14:45', { units: 1 })),
      row(
        hour('2026-06-12', '16:00', '16:25', {
          name: 'Tonstudio',
          interval: 'INTERVAL_PER_MINUTE',
          units: 25,
          unitCents: 85,
        }),
      ),
    ]),

  'a row over several days (per day, ending at midnight) and one over midnight': () =>
    invoice([
      row({
        ...hour('2026-06-12', '00:00', '00:00'),
        end: at('2026-06-15', '00:00'),
        name: 'Messehalle',
        interval: 'INTERVAL_PER_DAY',
        units: 3,
        unitCents: 250000,
      }),
      row({
        ...hour('2026-06-14', '22:00', '02:00'),
        end: at('2026-06-15', '02:00'),
        units: 4,
        unitCents: 6000,
      }),
    ]),

  'a weekly series: one booking on four Tuesdays': () =>
    invoice(
      ['2026-06-02', '2026-06-09', '2026-06-16', '2026-06-23'].map((date) =>
        row(hour(date, '18:00', '20:00', { booking: 502, title: 'Chorprobe', units: 2, unitCents: 4000 })),
      ),
    ),

  'a small business (§ 19 UStG) with a tax number only, VAT off': () =>
    invoice(
      [
        row(hour('2026-06-12', '10:00', '14:00', { units: 4, unitCents: 3000, rateBp: 0, category: '' })),
        row(
          hour('2026-06-12', '10:00', '14:00', {
            kind: 'ROW_KIND_INVENTORY',
            name: 'Mikrofon',
            interval: 'INTERVAL_PER_QUANTITY',
            units: 2,
            quantity: 2,
            unitCents: 1500,
            rateBp: 0,
            category: '',
          }),
        ),
      ],
      {
        vat_active: false,
        issuer: issuer({
          company: 'Raum & Zeit Inh. Jana Klein',
          small_business: true,
          vat_id: '',
          register_court: '',
          register_number: '',
          managing_director: '',
        }),
      },
    ),

  'reverse charge (AE) to a business in Austria, in English': () =>
    invoice(
      [
        row(
          hour('2026-06-12', '09:00', '17:00', {
            units: 8,
            unitCents: 15000,
            rateBp: 0,
            category: 'AE',
            reason: 'Reverse charge',
          }),
        ),
        row(
          hour('2026-06-12', '09:00', '17:00', {
            kind: 'ROW_KIND_SERVICE',
            name: 'Catering',
            interval: 'INTERVAL_PER_QUANTITY',
            units: 25,
            quantity: 25,
            unitCents: 2200,
            rateBp: 0,
            category: 'AE',
          }),
        ),
      ],
      {
        language: 'en',
        customer: customer({
          company_name: 'Wiener Events GmbH',
          street: 'Ringstraße',
          house_number: '1',
          zip: '1010',
          city: 'Wien',
          country: 'AT',
          vat_id: 'ATU13585627',
          buyer_reference: 'PO-4711',
          email: 'invoices@wiener-events.example',
        }),
      },
    ),

  'intra-community supply (K) of equipment to a business in France': () =>
    invoice(
      [
        row(
          hour('2026-06-12', '08:00', '20:00', {
            kind: 'ROW_KIND_INVENTORY',
            name: 'Bühnenpodest',
            interval: 'INTERVAL_PER_QUANTITY',
            units: 12,
            quantity: 12,
            unitCents: 18000,
            rateBp: 0,
            category: 'K',
          }),
        ),
      ],
      {
        language: 'en',
        customer: customer({
          company_name: 'Lumière SARL',
          street: 'Rue de Rivoli',
          house_number: '10',
          zip: '75001',
          city: 'Paris',
          country: 'FR',
          vat_id: 'FR40303265045',
          buyer_reference: '',
          email: 'factures@lumiere.example',
        }),
      },
    ),

  'horizontal half hours whose net per half hour no four places hold (BT-149)': () =>
    invoice(
      [
        row(
          hour('2026-06-12', '10:00', '11:30', {
            interval: 'INTERVAL_PER_30_MINUTES',
            units: 3,
            unitCents: 1000,
          }),
          'horizontal',
        ),
        row(hour('2026-06-12', '12:00', '19:00', { units: 7, unitCents: 1999, rateBp: 700 }), 'horizontal'),
      ],
      horizontal,
    ),

  'a document from before categories were kept: a private customer, no buyer reference or number, no IBAN':
    () =>
      invoice(
        [
          row(hour('2026-06-12', '10:00', '12:00', { units: 2, category: '' })),
          row(hour('2026-06-12', '12:00', '13:00', { name: 'Garten', rateBp: 0, category: '' })),
        ],
        {
          issuer: issuer({ iban: '', bic: '', bank_name: '', payment_terms_days: undefined }),
          customer: customer({ company_name: '', customer_number: '', buyer_reference: '', vat_id: '' }),
        },
      ),

  'flat prices and a row without a tariff (0.00)': () =>
    invoice([
      row(
        hour('2026-06-12', '10:00', '18:00', {
          priceType: 'PRICE_TYPE_FLAT',
          interval: 'INTERVAL_UNSPECIFIED',
          unitCents: 49900,
        }),
      ),
      row(
        hour('2026-06-12', '10:00', '18:00', {
          name: '',
          resource: 'Foyer',
          priceType: 'PRICE_TYPE_FLAT',
          interval: 'INTERVAL_UNSPECIFIED',
          unitCents: 0,
        }),
      ),
    ]),

  'not subject to VAT (O), a service abroad, in Swiss francs': () =>
    invoice(
      [
        row(
          hour('2026-06-12', '09:00', '18:00', {
            kind: 'ROW_KIND_SERVICE',
            name: 'Eventplanung',
            units: 9,
            unitCents: 11000,
            rateBp: 0,
            category: 'O',
          }),
        ),
      ],
      {
        currency: 'CHF',
        language: 'en',
        customer: customer({
          company_name: 'Zürich Kongress AG',
          zip: '8001',
          city: 'Zürich',
          country: 'CH',
          vat_id: 'CHE-116.281.710 MWST',
        }),
      },
    ),
};
