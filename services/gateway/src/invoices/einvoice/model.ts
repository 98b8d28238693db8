// The part of the EN 16931 semantic model (CEN/TC 434) that Venue's invoices fill, as the
// mapping (from-document.ts) produces it and the two syntaxes (cii.ts, ubl.ts) print it. Each
// field names its business term (BT) or group (BG), so a reader can check it against the norm
// and against XRechnung 3.0 without reading the XML.
//
// Money is integer cents and rates are basis points, as everywhere in Venue: the syntaxes turn
// them into decimals. Quantities and unit prices may need more than two decimals (a price derived
// from a gross price, half hours), so the mapping gives them as exact decimal texts. Dates are
// calendar dates, Y-m-d. Within one EInvoice every amount is positive or zero (a cancellation is a
// credit note with positive amounts) except the rounding amount (BT-114), which may be either.

/** UNTDID 1001 invoice type: 380 commercial invoice, 381 credit note. */
export type InvoiceTypeCode = '380' | '381';

/**
 * UNTDID 5305 VAT category codes (BT-118, BT-151) that a Venue tax rate can have (billing.proto):
 * EN 16931's L and M (Canary Islands, Ceuta and Melilla) are not among them.
 */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O';

/** A postal address: BG-5 (seller), BG-8 (buyer), BG-15 (deliver to). */
export interface Address {
  /** BT-35 / BT-50 / BT-75: street and house number */
  line1: string;
  /** BT-38 / BT-53 / BT-78 */
  postCode: string;
  /** BT-37 / BT-52 / BT-77 */
  city: string;
  /** BT-40 / BT-55 / BT-80: ISO 3166-1 alpha-2 */
  country: string;
}

/** BG-6, seller contact (all three are mandatory in XRechnung: BR-DE-5, -6, -7). */
export interface Contact {
  /** BT-41 */
  name: string;
  /** BT-42 */
  phone: string;
  /** BT-43 */
  email: string;
}

/** BG-4 */
export interface Seller {
  /** BT-27 */
  name: string;
  /**
   * BT-29 without a scheme: only when neither BT-30 nor BT-31 is given, the tax number, so that
   * the buyer can identify the seller (BR-CO-26); see docs/einvoice.md.
   */
  identifier?: string;
  /** BT-30: the commercial register number with its court */
  legalRegistration?: string;
  /** BT-31 */
  vatId?: string;
  /** BT-32, scheme FC (the German Steuernummer) */
  taxNumber?: string;
  /** BT-34, scheme EM: the seller's e-mail address */
  electronicAddress: string;
  /** BG-5 */
  address: Address;
  /** BG-6 */
  contact: Contact;
}

/** BG-7 */
export interface Buyer {
  /** BT-44 */
  name: string;
  /** BT-46: the customer number the seller gave the buyer */
  identifier?: string;
  /** BT-48 */
  vatId?: string;
  /** BT-49, scheme EM: the buyer's e-mail address */
  electronicAddress: string;
  /** BG-8 */
  address: Address;
}

/** BG-13, only filled for an intra-community supply (K), which needs BT-80 (BR-IC-12). */
export interface Delivery {
  /** BT-70 */
  name: string;
  /** BG-15 */
  address: Address;
}

/** BG-14 (BT-73, BT-74) and BG-26 (BT-134, BT-135): first and last day, both included. */
export interface Period {
  start: string;
  end: string;
}

/** BG-17, credit transfer to the seller's account. */
export interface PaymentAccount {
  /** BT-84 */
  iban: string;
  /** BT-85 */
  name?: string;
  /** BT-86 */
  bic?: string;
}

/** BG-16 */
export interface PaymentInstructions {
  /** BT-81, UNTDID 4461: 58 SEPA credit transfer, 1 not defined, 97 clearing between partners */
  meansCode: '58' | '1' | '97';
  /** BT-82 */
  meansText: string;
  /** BG-17, with code 58 only (BR-DE-23-a) */
  account?: PaymentAccount;
}

/** BG-3: the invoice a credit note cancels. */
export interface PrecedingInvoice {
  /** BT-25 */
  number: string;
  /** BT-26 */
  issueDate?: string;
}

/** BG-23, one per VAT category and rate. */
export interface VatBreakdown {
  /** BT-118 */
  category: VatCategory;
  /** BT-119, basis points */
  rateBp: number;
  /** BT-116: sum of the net amounts of the lines of this category and rate */
  taxableCents: number;
  /** BT-117: BT-116 × BT-119, rounded half up to cents (BR-CO-17) */
  taxCents: number;
  /** BT-120: why no VAT is charged; for every category but S and Z */
  exemptionReason?: string;
  /** BT-121: VATEX code, where one category has exactly one (AE, K, G, O) */
  exemptionCode?: string;
}

/** BG-22 (we have no document allowances, charges or prepaid amounts: BT-107, BT-108, BT-113 are 0). */
export interface DocumentTotals {
  /** BT-106: sum of the line net amounts */
  lineNetCents: number;
  /** BT-109: equals BT-106 */
  taxExclusiveCents: number;
  /** BT-110: sum of BT-117 */
  taxCents: number;
  /** BT-112: BT-109 + BT-110 */
  taxInclusiveCents: number;
  /** BT-114: BT-115 − BT-112, what the document's per-row tax rounding differs by (may be negative) */
  roundingCents: number;
  /** BT-115: the document's gross amount, sign-corrected */
  dueCents: number;
}

/** BG-29 */
export interface LinePrice {
  /** BT-146: net price per base quantity, an exact decimal (two to four places) */
  amount: string;
  /** BT-149 in the line's unit (BT-150 = BT-130); absent means 1 */
  baseQuantity?: string;
}

/** BG-25 */
export interface InvoiceLine {
  /** BT-126: position, 1, 2, … */
  id: string;
  /** BT-153 */
  name: string;
  /** BT-154: the booking's title and the booked time */
  description?: string;
  /** BT-129, an exact decimal */
  quantity: string;
  /** BT-130, UN/ECE Recommendation 20: HUR, DAY, MIN or C62 */
  unitCode: string;
  /** BT-131 */
  netCents: number;
  /** BG-26 */
  period?: Period;
  /** BG-29 */
  price: LinePrice;
  /** BT-151 */
  category: VatCategory;
  /** BT-152, basis points; absent for O, whose lines have no rate (BR-O-05) */
  rateBp?: number;
}

export interface EInvoice {
  /** BT-24 */
  specificationId: string;
  /** BT-23 */
  businessProcess: string;
  /** BT-1 */
  number: string;
  /** BT-2 */
  issueDate: string;
  /** BT-3 */
  typeCode: InvoiceTypeCode;
  /** BT-5, ISO 4217 */
  currency: string;
  /** BT-9 */
  dueDate?: string;
  /** BT-10 (mandatory in XRechnung, BR-DE-15) */
  buyerReference: string;
  /** BT-20 */
  paymentTerms: string;
  /** BT-22 (BG-1), e.g. the § 19 UStG statement */
  notes: string[];
  /** BG-3 */
  precedingInvoice?: PrecedingInvoice;
  /** BG-4 */
  seller: Seller;
  /** BG-7 */
  buyer: Buyer;
  /** BG-13 */
  delivery?: Delivery;
  /** BG-14 */
  period?: Period;
  /** BG-16 */
  payment: PaymentInstructions;
  /** BG-23 */
  vatBreakdown: VatBreakdown[];
  /** BG-22 */
  totals: DocumentTotals;
  /** BG-25 */
  lines: InvoiceLine[];
}
