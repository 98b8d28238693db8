// Answers of the document endpoints (routes/internal/documents.ts).
import { Type } from 'typebox';
import { Ok, responses } from './envelope.ts';
import { DateYmd, Exact, Id, OneOf } from './formats.ts';

const Number_ = (description: string) => Type.String({ minLength: 1, description });
const Message = Type.String({ minLength: 1 });
const LocalDateTime = Type.String({ description: 'Y-m-d H:i in the manager\'s time zone; "" without instances' });

const Unbilled = Exact({
  booking_id: Id,
  customer_id: Type.Integer({ minimum: 0, description: 'the customer, 0 for a booking without one' }),
  resource_id: Id,
  title: Type.String(),
  from: LocalDateTime,
  to: LocalDateTime,
});

export const documentResponses = {
  'POST /api/internal/document_settings_set': responses({
    200: Ok(
      Exact({
        document_type: OneOf(['invoice', 'quote', 'order_confirmation', 'cancellation']),
        prefix: Type.String(),
        start_number: Type.Integer({ minimum: 1, description: 'yearly: the least number of the year it is for' }),
        last_number: Type.Integer({
          minimum: 0,
          description: 'the last number issued, 0 for none; yearly: the last issued in the year start_number is for',
        }),
        yearly: Type.Union([Type.Literal(0), Type.Literal(1)], {
          description: "1: numbers carry the document date's year and restart at 1 each year (RE-2027-0001)",
        }),
        message: Message,
      }),
      'The number range as set',
    ),
  }),
  'GET /api/internal/unbilled': responses({ 200: Ok(Type.Array(Unbilled), 'Live bookings on no invoice or draft, by id') }),
  'POST /api/internal/invoice_create': responses({ 200: Ok(Exact({ id: Id, message: Message }), 'The id of the new draft invoice') }),
  'POST /api/internal/invoice_approve': responses({
    200: Ok(
      Exact({ id: Id, invoice_number: Number_('the number with its prefix'), document_date: DateYmd, message: Message }),
      'The number and date the invoice got',
    ),
  }),
  'POST /api/internal/invoice_cancel': responses({
    200: Ok(
      Exact({
        id: Id,
        cancellation_number: Number_('the cancellation invoice'),
        invoice_number: Number_('the cancelled invoice'),
        message: Message,
      }),
      'The cancellation invoice issued',
    ),
  }),
  'POST /api/internal/quote_create': responses({
    200: Ok(Exact({ id: Id, quote_number: Number_('the quote'), message: Message }), 'The quote issued'),
  }),
  'POST /api/internal/order_confirm': responses({
    200: Ok(
      Exact({ id: Id, order_confirmation_number: Number_('the order confirmation'), quote_number: Number_('its quote'), message: Message }),
      'The order confirmation issued',
    ),
  }),
  'POST /api/internal/invoice_processed': responses({
    200: Ok(
      Exact({ invoice_number: Number_('the invoice'), processed_on: DateYmd, message: Message }),
      'The invoice marked processed (the first date stays)',
    ),
  }),
  'POST /api/internal/invoice_automation_set': responses({
    200: Ok(Exact({ mode: OneOf(['off', 'on_booking']), message: Message }), 'The automation mode as set'),
  }),
};
