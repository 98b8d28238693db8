// The XML a ZUGFeRD / Factur-X hybrid carries: the file its catalog's /AF names (read with
// pdf-lib); undefined for a PDF without one.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';

export async function embeddedXml(pdf: Buffer): Promise<{ name: string; xml: string } | undefined> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const af = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  if (!af || af.size() === 0) return undefined;
  const spec = af.lookup(0, PDFDict);
  const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
  if (!(file instanceof PDFRawStream)) throw new Error('the attachment is no stream');
  const name = spec.lookup(PDFName.of('UF'), PDFString).decodeText();
  return { name, xml: Buffer.from(decodePDFRawStream(file).decode()).toString('utf8') };
}
