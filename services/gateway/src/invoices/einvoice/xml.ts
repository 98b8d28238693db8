// What the two syntaxes share: the XML is built by xmlbuilder2 from plain objects (key order is
// element order; undefined leaves an element out; the library escapes every text), never by
// concatenating strings; money is printed from integer cents.
import { create } from 'xmlbuilder2';
import { decimalOfCents, percentText } from '../../billing/decimal.ts';

/** An element's content: text, or child elements and "@attributes" ("#" is the text beside them). */
export type XmlContent = string | XmlElement | XmlContent[] | undefined;
export interface XmlElement {
  [name: string]: XmlContent;
}

/** 1250 → "12.50", -3 → "-0.03". */
export const amountText = (cents: number): string => decimalOfCents(cents);

/** 1900 → "19", 750 → "7.5", 0 → "0". */
export const rateText = (bp: number): string => percentText(bp);

/** "" and [] as absent: an optional element with nothing in it is left out, not written empty. */
export const optional = (value: string | undefined): string | undefined => (value ? value : undefined);
export function list<T>(items: readonly (T | undefined)[]): T[] | undefined {
  const present = items.filter((item): item is T => item !== undefined);
  return present.length > 0 ? present : undefined;
}

/** The document as UTF-8 XML text; characters XML cannot hold (control characters) are dropped. */
export function xmlText(root: XmlElement): string {
  return create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }, root).end({
    prettyPrint: true,
  });
}
