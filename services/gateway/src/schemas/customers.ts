import { Type, type TOptional, type TString, type TStringOptions } from 'typebox';
import { MAX_BUYER_REFERENCE_LENGTH } from '@venue/contracts';
import { Id, Whole, withApiKey } from './common.ts';

/** The parameters of customer_add (spec 4.12), all strings; longer texts get more room. */
export const CUSTOMER_FIELDS = [
  'color', 'customer_number', 'customer_number_prefix', 'customer_account_number', 'debtor_account_number',
  'customer_group_id', 'customer_tags', 'default_customer_group', 'company_name', 'customer_department',
  'matriculation_number', 'salutation', 'salutation_title', 'customer_function', 'first_name', 'last_name',
  'show_name', 'street', 'house_number', 'zip', 'city', 'country', 'ust_id', 'email', 'phone', 'website',
  'mobile', 'customer_newsletter', 'bank_owner', 'iban', 'bic', 'mandate', 'internal_comment',
  'reference_sign_shown_invoice', 'reference_sign', 'financial_number_shown_invoice', 'financial_number',
  'cost_centre_shown_invoice', 'cost_centre', 'general_ledger_shown_invoice', 'general_ledger',
  'reference_number_shown_invoice', 'reference_number', 'master_id', 'primion_id',
  // Beyond the spec's list (issue 56): BT-10 of the customer's invoices.
  'buyer_reference',
] as const;

export type CustomerFieldName = (typeof CUSTOMER_FIELDS)[number];

const LONG_FIELDS: Partial<Record<CustomerFieldName, number>> = { internal_comment: 10_000, customer_tags: 5_000, customer_group_id: 2_000 };

/** Parameters with a format of their own (schemas/party-formats.ts). */
const FIELD_OPTIONS: Partial<Record<CustomerFieldName, TStringOptions>> = {
  buyer_reference: {
    maxLength: MAX_BUYER_REFERENCE_LENGTH,
    format: 'buyer-reference',
    description: "the buyer's reference on the customer's invoices (BT-10, e.g. a Leitweg-ID); invoice_create may give another",
  },
};

const fieldProperties = Object.fromEntries(
  CUSTOMER_FIELDS.map((name) => [name, Type.Optional(Type.String(FIELD_OPTIONS[name] ?? { maxLength: LONG_FIELDS[name] ?? 255 }))]),
) as unknown as Record<CustomerFieldName, TOptional<TString>>;

export const CustomerAddBody = withApiKey(fieldProperties);
export const CustomerEditBody = withApiKey({ ...fieldProperties, customer_id: Id });

/** The fields of one customer_address_add address (spec 4.14), all strings. */
export const ADDRESS_FIELDS = [
  'company_name', 'salutation', 'salutation_title', 'function', 'first_name', 'last_name', 'street',
  'house_number', 'zip', 'city', 'country', 'UstID', 'address_type', 'phone', 'email', 'mobile',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Addresses per customer_address_add call. */
export const MAX_ADDRESSES = 50;

const AddressObject = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, Type.Optional(Type.String({ maxLength: 255 }))])) as unknown as Record<
    AddressField,
    TOptional<TString>
  >,
);

export const AddressAddBody = withApiKey({
  customer_id: Id,
  address: Type.Union(
    [
      Type.Array(AddressObject, { minItems: 1, maxItems: MAX_ADDRESSES }),
      // Form-encoded address[0][city]=… arrives as an object keyed by index.
      Type.Record(Type.String({ pattern: '^[0-9]{1,2}$' }), AddressObject, { minProperties: 1, additionalProperties: false }),
    ],
    { description: 'array of address objects' },
  ),
});

export const CustomerGroupAddBody = withApiKey({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  public_group: Type.Optional(Whole(0, 1)),
});
