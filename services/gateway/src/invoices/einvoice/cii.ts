// The EN 16931 invoice in UN/CEFACT Cross Industry Invoice (CII D16B), the syntax ZUGFeRD and
// Factur-X embed. Element order is the schema's; comments name the business terms.
import type { Address, EInvoice, InvoiceLine, Period, VatBreakdown } from './model.ts';
import { amountText, list, optional, rateText, xmlText, type XmlElement } from './xml.ts';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/** A date in format 102 (CCYYMMDD). */
const date = (ymd: string, type: 'udt' | 'qdt' = 'udt'): XmlElement => ({
  [`${type}:DateTimeString`]: { '@format': '102', '#': ymd.replaceAll('-', '') },
});

const period = (p: Period | undefined): XmlElement | undefined =>
  p && { 'ram:StartDateTime': date(p.start), 'ram:EndDateTime': date(p.end) };

const address = (a: Address): XmlElement => ({
  'ram:PostcodeCode': optional(a.postCode),
  'ram:LineOne': optional(a.line1),
  'ram:CityName': optional(a.city),
  'ram:CountryID': optional(a.country),
});

const electronicAddress = (email: string): XmlElement => ({ 'ram:URIID': { '@schemeID': 'EM', '#': email } });

const taxRegistration = (scheme: 'VA' | 'FC', id: string | undefined): XmlElement | undefined =>
  id === undefined ? undefined : { 'ram:ID': { '@schemeID': scheme, '#': id } };

function line(l: InvoiceLine): XmlElement {
  return {
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': l.id }, // BT-126
    'ram:SpecifiedTradeProduct': { 'ram:Name': l.name, 'ram:Description': l.description }, // BT-153, BT-154
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': {
        'ram:ChargeAmount': l.price.amount, // BT-146
        'ram:BasisQuantity': l.price.baseQuantity && { '@unitCode': l.unitCode, '#': l.price.baseQuantity }, // BT-149, BT-150
      },
    },
    'ram:SpecifiedLineTradeDelivery': { 'ram:BilledQuantity': { '@unitCode': l.unitCode, '#': l.quantity } }, // BT-129, BT-130
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': {
        'ram:TypeCode': 'VAT',
        'ram:CategoryCode': l.category, // BT-151
        'ram:RateApplicablePercent': l.rateBp === undefined ? undefined : rateText(l.rateBp), // BT-152
      },
      'ram:BillingSpecifiedPeriod': period(l.period), // BT-134, BT-135
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amountText(l.netCents) }, // BT-131
    },
  };
}

const vatBreakdown = (v: VatBreakdown): XmlElement => ({
  'ram:CalculatedAmount': amountText(v.taxCents), // BT-117
  'ram:TypeCode': 'VAT',
  'ram:ExemptionReason': v.exemptionReason, // BT-120
  'ram:BasisAmount': amountText(v.taxableCents), // BT-116
  'ram:CategoryCode': v.category, // BT-118
  'ram:ExemptionReasonCode': v.exemptionCode, // BT-121
  'ram:RateApplicablePercent': rateText(v.rateBp), // BT-119
});

export function toCii(e: EInvoice): string {
  const { seller, buyer, totals } = e;
  return xmlText({
    'rsm:CrossIndustryInvoice': {
      '@xmlns:rsm': NS.rsm,
      '@xmlns:ram': NS.ram,
      '@xmlns:udt': NS.udt,
      '@xmlns:qdt': NS.qdt,
      'rsm:ExchangedDocumentContext': {
        'ram:BusinessProcessSpecifiedDocumentContextParameter': { 'ram:ID': e.businessProcess }, // BT-23
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': e.specificationId }, // BT-24
      },
      'rsm:ExchangedDocument': {
        'ram:ID': e.number, // BT-1
        'ram:TypeCode': e.typeCode, // BT-3
        'ram:IssueDateTime': date(e.issueDate), // BT-2
        'ram:IncludedNote': list(e.notes.map((note) => ({ 'ram:Content': note }))), // BT-22
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': e.lines.map(line),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:BuyerReference': e.buyerReference, // BT-10
          'ram:SellerTradeParty': {
            'ram:ID': seller.identifier, // BT-29
            'ram:Name': seller.name, // BT-27
            'ram:SpecifiedLegalOrganization': seller.legalRegistration && {
              'ram:ID': seller.legalRegistration,
            }, // BT-30
            'ram:DefinedTradeContact': {
              'ram:PersonName': optional(seller.contact.name), // BT-41
              'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': seller.contact.phone }, // BT-42
              'ram:EmailURIUniversalCommunication': { 'ram:URIID': seller.contact.email }, // BT-43
            },
            'ram:PostalTradeAddress': address(seller.address), // BG-5
            'ram:URIUniversalCommunication': electronicAddress(seller.electronicAddress), // BT-34
            'ram:SpecifiedTaxRegistration': list([
              taxRegistration('VA', seller.vatId),
              taxRegistration('FC', seller.taxNumber),
            ]), // BT-31, BT-32
          },
          'ram:BuyerTradeParty': {
            'ram:ID': buyer.identifier, // BT-46
            'ram:Name': buyer.name, // BT-44
            'ram:PostalTradeAddress': address(buyer.address), // BG-8
            'ram:URIUniversalCommunication': electronicAddress(buyer.electronicAddress), // BT-49
            'ram:SpecifiedTaxRegistration': taxRegistration('VA', buyer.vatId), // BT-48
          },
        },
        'ram:ApplicableHeaderTradeDelivery': {
          'ram:ShipToTradeParty': e.delivery && {
            'ram:Name': e.delivery.name, // BT-70
            'ram:PostalTradeAddress': address(e.delivery.address), // BG-15
          },
        },
        'ram:ApplicableHeaderTradeSettlement': {
          'ram:InvoiceCurrencyCode': e.currency, // BT-5
          'ram:SpecifiedTradeSettlementPaymentMeans': {
            'ram:TypeCode': e.payment.meansCode, // BT-81
            'ram:Information': e.payment.meansText, // BT-82
            'ram:PayeePartyCreditorFinancialAccount': e.payment.account && {
              'ram:IBANID': e.payment.account.iban, // BT-84
              'ram:AccountName': e.payment.account.name, // BT-85
            },
            'ram:PayeeSpecifiedCreditorFinancialInstitution': e.payment.account?.bic && {
              'ram:BICID': e.payment.account.bic,
            }, // BT-86
          },
          'ram:ApplicableTradeTax': e.vatBreakdown.map(vatBreakdown), // BG-23
          'ram:BillingSpecifiedPeriod': period(e.period), // BT-73, BT-74
          'ram:SpecifiedTradePaymentTerms': {
            'ram:Description': e.paymentTerms, // BT-20
            'ram:DueDateDateTime': e.dueDate === undefined ? undefined : date(e.dueDate), // BT-9
          },
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
            'ram:LineTotalAmount': amountText(totals.lineNetCents), // BT-106
            'ram:TaxBasisTotalAmount': amountText(totals.taxExclusiveCents), // BT-109
            'ram:TaxTotalAmount': { '@currencyID': e.currency, '#': amountText(totals.taxCents) }, // BT-110
            'ram:RoundingAmount': totals.roundingCents === 0 ? undefined : amountText(totals.roundingCents), // BT-114
            'ram:GrandTotalAmount': amountText(totals.taxInclusiveCents), // BT-112
            'ram:DuePayableAmount': amountText(totals.dueCents), // BT-115
          },
          'ram:InvoiceReferencedDocument': e.precedingInvoice && {
            'ram:IssuerAssignedID': e.precedingInvoice.number, // BT-25
            'ram:FormattedIssueDateTime':
              e.precedingInvoice.issueDate === undefined
                ? undefined
                : date(e.precedingInvoice.issueDate, 'qdt'), // BT-26
          },
        },
      },
    },
  });
}
