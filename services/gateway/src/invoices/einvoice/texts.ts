// The texts an e-invoice carries. The VAT statements are German law's own wording (§ 19 and
// § 14a UStG), written in German whatever the document's language, since that is the wording the
// law names; payment texts and line descriptions follow the document's language (German for
// "de", English otherwise, as the other invoice texts: invoice-labels.v2.ts).
import type { Language } from '../invoice-labels.v2.ts';
import type { VatCategory } from './model.ts';

/** BT-120 and BT-22 of a small business (§ 19 UStG): no VAT is charged or shown. */
export const SMALL_BUSINESS_NOTE = 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG';

/**
 * BT-120 when a row bears no VAT and its tax rate named no reason (documents made before rates
 * had categories, or VAT switched off): EN 16931 needs a reason for every category but S and Z.
 */
export const DEFAULT_EXEMPTION_REASON: Partial<Record<VatCategory, string>> = {
  E: 'Umsatzsteuerfrei',
  // § 14a (5) UStG: the invoice must say so in these words
  AE: 'Steuerschuldnerschaft des Leistungsempfängers',
  // § 14a (3) UStG
  K: 'Steuerfreie innergemeinschaftliche Lieferung',
  G: 'Steuerfreie Ausfuhrlieferung',
  O: 'Nicht im Inland steuerbare Leistung',
};

/** BT-121: the VATEX code of a category that has exactly one (E depends on the exemption). */
export const EXEMPTION_CODE: Partial<Record<VatCategory, string>> = {
  AE: 'VATEX-EU-AE',
  K: 'VATEX-EU-IC',
  G: 'VATEX-EU-G',
  O: 'VATEX-EU-O',
};

/** A Y-m-d date as the language writes it: 15.07.2026 or 2026-07-15. */
export function dateText(ymd: string, language: Language): string {
  if (language !== 'de') return ymd;
  const [year, month, day] = ymd.split('-');
  return `${day}.${month}.${year}`;
}

interface Texts {
  payNow: string;
  payBy: (date: string) => string;
  payWithin: (days: number, date: string) => string;
  payWithinDays: (days: number) => string;
  credit: (number: string, date: string) => string;
  means: Record<'58' | '1' | '97', string>;
}

const TEXTS: Record<Language, Texts> = {
  de: {
    payNow: 'Zahlbar sofort ohne Abzug',
    payBy: (date) => `Zahlbar bis ${date} ohne Abzug`,
    payWithin: (days, date) => `Zahlbar innerhalb von ${days} Tagen bis ${date} ohne Abzug`,
    payWithinDays: (days) => `Zahlbar innerhalb von ${days} Tagen ohne Abzug`,
    credit: (number, date) =>
      `Gutschrift zur Stornierung der Rechnung ${number}${date ? ` vom ${date}` : ''}: wird erstattet oder verrechnet`,
    means: {
      '58': 'SEPA-Überweisung',
      '1': 'Zahlung nach Vereinbarung',
      '97': 'Erstattung oder Verrechnung',
    },
  },
  en: {
    payNow: 'Payable immediately without deduction',
    payBy: (date) => `Payable by ${date} without deduction`,
    payWithin: (days, date) => `Payable within ${days} days, by ${date}, without deduction`,
    payWithinDays: (days) => `Payable within ${days} days without deduction`,
    credit: (number, date) =>
      `Credit note cancelling invoice ${number}${date ? ` of ${date}` : ''}: refunded or set off`,
    means: { '58': 'SEPA credit transfer', '1': 'Payment as agreed', '97': 'Refund or set-off' },
  },
};

export const textsOf = (language: Language): Texts => TEXTS[language];
