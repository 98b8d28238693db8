// The ZUGFeRD 2.3 / Factur-X 1.07 part of a hybrid invoice: the CII XML embedded as
// "factur-x.xml" and the XMP that names it. pdfkit does the embedding (doc.file: the embedded file
// stream with /Subtype /text#2Fxml and /Params /ModDate, its file specification with
// /AFRelationship /Alternative in the catalog's /EmbeddedFiles and /AF). pdfkit has no Factur-X
// schema, so its XMP is written here and added with doc.appendXML: the fx properties and their
// PDF/A extension schema description, which PDF/A requires for any schema outside its own list.

export const FACTUR_X_FILE = 'factur-x.xml';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** What a property of the fx schema is, for the extension schema description. */
const FX_PROPERTIES: Array<[name: string, description: string]> = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

function facturXmp(): string {
  const properties = FX_PROPERTIES.map(
    ([name, description]) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`,
  ).join('');
  return `
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${properties}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FACTUR_X_FILE}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
    </rdf:Description>`;
}

/** Embeds the invoice's CII XML and declares it in the XMP (profile EN 16931). */
export function attachFacturX(pdf: PDFKit.PDFDocument, xml: string, at: Date) {
  // `relationship` is pdfkit's (0.20) but not yet in @types/pdfkit's PDFAttachmentOptions.
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: FACTUR_X_FILE,
    type: 'text/xml',
    description: 'Factur-X/ZUGFeRD invoice',
    relationship: 'Alternative',
    creationDate: at,
    modifiedDate: at,
  };
  pdf.file(Buffer.from(xml, 'utf8'), options);
  pdf.appendXML(facturXmp());
}
