// The v2 views of the objects a webhook's data carries (issue #60: "data is the object as the v2
// API shows it"), for the webhooks service. The gateway owns v2; webhooks renders with the very
// functions its routes answer with, so a webhook's data and the API's answer cannot drift apart.
export { bookingDetailV2 } from './bookings/booking.v2.ts';
export { bookingItems } from './bookings/booking-items.ts';
export { customerV2 } from './customers/customer.v2.ts';
export { invoiceDetailsV2 } from './invoices/invoice-details.v2.ts';
export { languageOf } from './invoices/invoice-labels.v2.ts';
