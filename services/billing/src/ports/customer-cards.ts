// The customer as a document shows them: name and address, snapshotted onto every document.
import type { CallContext } from '@venue/platform';

export interface CustomerCard {
  id: number;
  customerNumber: string;
  companyName: string;
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  /** The customer's VAT id (BT-48), '' when none. */
  vatId: string;
  /** BT-10: the customer's, or the invoice's own where invoice_create gave one; '' when none. */
  buyerReference: string;
}

export interface CustomerCards {
  /** NOT_FOUND for an unknown customer or another manager's. */
  cardOf(context: CallContext, customerId: number): Promise<CustomerCard>;
}
