// The EN 16931 invoice in OASIS UBL 2.1, the syntax of Peppol: an Invoice for 380, a CreditNote
// for 381. Element order is the schema's; comments name the business terms.
import type { Address, EInvoice, InvoiceLine, VatBreakdown, VatCategory } from './model.ts';
import { amountText, list, optional, rateText, xmlText, type XmlElement } from './xml.ts';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const VAT_SCHEME = { 'cbc:ID': 'VAT' };

const address = (a: Address): XmlElement => ({
  'cbc:StreetName': optional(a.line1),
  'cbc:CityName': optional(a.city),
  'cbc:PostalZone': optional(a.postCode),
  'cac:Country': { 'cbc:IdentificationCode': a.country },
});

const endpoint = (email: string): XmlElement => ({ '@schemeID': 'EM', '#': email });

/** BT-31 / BT-48 (scheme VAT) and BT-32 (the tax number, a scheme other than VAT: FC). */
const partyTaxScheme = (scheme: 'VAT' | 'FC', id: string | undefined): XmlElement | undefined =>
  id === undefined ? undefined : { 'cbc:CompanyID': id, 'cac:TaxScheme': { 'cbc:ID': scheme } };

const taxCategory = (category: VatCategory, rateBp: number | undefined): XmlElement => ({
  'cbc:ID': category,
  'cbc:Percent': rateBp === undefined ? undefined : rateText(rateBp),
  'cac:TaxScheme': VAT_SCHEME,
});

export function toUbl(e: EInvoice): string {
  const credit = e.typeCode === '381';
  const money = (cents: number): XmlElement => ({ '@currencyID': e.currency, '#': amountText(cents) });
  const { seller, buyer, totals } = e;

  const line = (l: InvoiceLine): XmlElement => ({
    'cbc:ID': l.id, // BT-126
    [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: { '@unitCode': l.unitCode, '#': l.quantity }, // BT-129, BT-130
    'cbc:LineExtensionAmount': money(l.netCents), // BT-131
    'cac:InvoicePeriod': l.period && { 'cbc:StartDate': l.period.start, 'cbc:EndDate': l.period.end }, // BT-134, BT-135
    'cac:Item': {
      'cbc:Description': l.description, // BT-154
      'cbc:Name': l.name, // BT-153
      'cac:ClassifiedTaxCategory': taxCategory(l.category, l.rateBp), // BT-151, BT-152
    },
    'cac:Price': {
      'cbc:PriceAmount': { '@currencyID': e.currency, '#': l.price.amount }, // BT-146
      'cbc:BaseQuantity': l.price.baseQuantity && { '@unitCode': l.unitCode, '#': l.price.baseQuantity }, // BT-149, BT-150
    },
  });

  const vatBreakdown = (v: VatBreakdown): XmlElement => ({
    'cbc:TaxableAmount': money(v.taxableCents), // BT-116
    'cbc:TaxAmount': money(v.taxCents), // BT-117
    'cac:TaxCategory': {
      'cbc:ID': v.category, // BT-118
      'cbc:Percent': rateText(v.rateBp), // BT-119
      'cbc:TaxExemptionReasonCode': v.exemptionCode, // BT-121
      'cbc:TaxExemptionReason': v.exemptionReason, // BT-120
      'cac:TaxScheme': VAT_SCHEME,
    },
  });

  const body: XmlElement = {
    '@xmlns': credit ? NS.creditNote : NS.invoice,
    '@xmlns:cac': NS.cac,
    '@xmlns:cbc': NS.cbc,
    'cbc:CustomizationID': e.specificationId, // BT-24
    'cbc:ProfileID': e.businessProcess, // BT-23
    'cbc:ID': e.number, // BT-1
    'cbc:IssueDate': e.issueDate, // BT-2
    // BT-9: a CreditNote has no DueDate of its own; EN 16931 puts it into PaymentMeans there
    'cbc:DueDate': credit ? undefined : e.dueDate,
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: e.typeCode, // BT-3
    'cbc:Note': list(e.notes), // BT-22
    'cbc:DocumentCurrencyCode': e.currency, // BT-5
    'cbc:BuyerReference': e.buyerReference, // BT-10
    'cac:InvoicePeriod': e.period && { 'cbc:StartDate': e.period.start, 'cbc:EndDate': e.period.end }, // BT-73, BT-74
    'cac:BillingReference': e.precedingInvoice && {
      'cac:InvoiceDocumentReference': {
        'cbc:ID': e.precedingInvoice.number, // BT-25
        'cbc:IssueDate': e.precedingInvoice.issueDate, // BT-26
      },
    },
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': endpoint(seller.electronicAddress), // BT-34
        'cac:PartyIdentification': seller.identifier && { 'cbc:ID': seller.identifier }, // BT-29
        'cac:PostalAddress': address(seller.address), // BG-5
        'cac:PartyTaxScheme': list([
          partyTaxScheme('VAT', seller.vatId),
          partyTaxScheme('FC', seller.taxNumber),
        ]), // BT-31, BT-32
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.name, // BT-27
          'cbc:CompanyID': seller.legalRegistration, // BT-30
        },
        'cac:Contact': {
          'cbc:Name': optional(seller.contact.name), // BT-41
          'cbc:Telephone': seller.contact.phone, // BT-42
          'cbc:ElectronicMail': seller.contact.email, // BT-43
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': endpoint(buyer.electronicAddress), // BT-49
        'cac:PartyIdentification': buyer.identifier && { 'cbc:ID': buyer.identifier }, // BT-46
        'cac:PostalAddress': address(buyer.address), // BG-8
        'cac:PartyTaxScheme': partyTaxScheme('VAT', buyer.vatId), // BT-48
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name }, // BT-44
      },
    },
    'cac:Delivery': e.delivery && {
      'cac:DeliveryLocation': { 'cac:Address': address(e.delivery.address) }, // BG-15
      'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': e.delivery.name } }, // BT-70
    },
    'cac:PaymentMeans': {
      'cbc:PaymentMeansCode': { '@name': e.payment.meansText, '#': e.payment.meansCode }, // BT-81, BT-82
      'cbc:PaymentDueDate': credit ? e.dueDate : undefined, // BT-9 of a credit note
      'cac:PayeeFinancialAccount': e.payment.account && {
        'cbc:ID': e.payment.account.iban, // BT-84
        'cbc:Name': e.payment.account.name, // BT-85
        'cac:FinancialInstitutionBranch': e.payment.account.bic && { 'cbc:ID': e.payment.account.bic }, // BT-86
      },
    },
    'cac:PaymentTerms': { 'cbc:Note': e.paymentTerms }, // BT-20
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(totals.taxCents), // BT-110
      'cac:TaxSubtotal': e.vatBreakdown.map(vatBreakdown), // BG-23
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(totals.lineNetCents), // BT-106
      'cbc:TaxExclusiveAmount': money(totals.taxExclusiveCents), // BT-109
      'cbc:TaxInclusiveAmount': money(totals.taxInclusiveCents), // BT-112
      'cbc:PayableRoundingAmount': totals.roundingCents === 0 ? undefined : money(totals.roundingCents), // BT-114
      'cbc:PayableAmount': money(totals.dueCents), // BT-115
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: e.lines.map(line), // BG-25
  };
  return xmlText({ [credit ? 'CreditNote' : 'Invoice']: body });
}
