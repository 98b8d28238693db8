// What the two syntaxes share: the XML is built by fast-xml-builder from plain objects (key order is
// element order; undefined leaves an element out; the library escapes every text and attribute),
// never by concatenating strings; money is printed from integer cents. It replaced xmlbuilder2,
// which built a DOM of every document first: the same XML (but ' and " escaped in texts too), 0.5 MB
// of heap once imported against 3.2 (bench/REPORT.md, forty-fifth session).
import XmlBuilder from 'fast-xml-builder';
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

/** What XML 1.0 cannot hold (control characters, lone surrogates): dropped from texts and attributes. */
const NOT_XML_CHARACTERS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const withoutNonXml = (_name: string, value: unknown) =>
  typeof value === 'string' ? value.replace(NOT_XML_CHARACTERS, '') : value;

const builder = new XmlBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  tagValueProcessor: withoutNonXml,
  attributeValueProcessor: withoutNonXml,
});

/** The document as UTF-8 XML text, indented; characters XML cannot hold are dropped. */
export function xmlText(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root).trimEnd()}`;
}
