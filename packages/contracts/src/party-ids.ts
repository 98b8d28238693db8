// The formats of what names a business on an invoice (EN 16931's seller and buyer): IBAN, BIC,
// VAT id, ISO 3166-1 country code, buyer reference. One definition for the gateway, which refuses
// a bad value naming its parameter, and for the services that own the data (billing, customers),
// which refuse any caller the same way. The formats are libraries' (decisions.md, "Issuer
// identity"): ibantools (ISO 13616 mod 97, BIC), jsvat (each country's VAT id format),
// i18n-iso-countries (the ISO 3166-1 alpha-2 list). Each function answers the value as stored
// (normalised) or null when it is not valid.
import isoCountries from 'i18n-iso-countries';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import jsvat from 'jsvat';

/** BT-10 buyer reference (a Leitweg-ID for German public buyers): free text up to this length. */
export const MAX_BUYER_REFERENCE_LENGTH = 200;

/** An IBAN in its electronic format (no spaces, upper case) when its check digits hold. */
export function ibanOf(text: string): string | null {
  const iban = electronicFormatIBAN(text.trim());
  return iban !== null && isValidIBAN(iban) ? iban : null;
}

/** A BIC (8 or 11 characters, a known country) in upper case without spaces. */
export function bicOf(text: string): string | null {
  const bic = text.replace(/\s+/g, '').toUpperCase();
  return isValidBIC(bic) ? bic : null;
}

/**
 * A VAT id in the format of the country its prefix names (DE + 9 digits, ATU + 8 digits, …),
 * without spaces, dots or dashes. Only the format: check digits are not enforced, since a
 * library's checksum that is wrong for a real id would leave its owner no way to invoice.
 */
export function vatIdOf(text: string): string | null {
  const result = jsvat.checkVAT(text.trim(), jsvat.countries);
  return result.isSupportedCountry && result.isValidFormat ? result.value ?? null : null;
}

/** An ISO 3166-1 alpha-2 code of the list, in upper case. */
export function countryCodeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isoCountries.isValid(code) ? code : null;
}

/** A buyer reference: trimmed, at most MAX_BUYER_REFERENCE_LENGTH characters, one line of printable text. */
export function buyerReferenceOf(text: string): string | null {
  const reference = text.trim();
  // eslint-disable-next-line no-control-regex
  if (reference.length > MAX_BUYER_REFERENCE_LENGTH || /[\u0000-\u001f\u007f-\u009f]/.test(reference)) return null;
  return reference;
}
