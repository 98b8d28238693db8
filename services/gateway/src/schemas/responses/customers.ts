// Answers of the v2 customer endpoints (spec 2.6, 4.11–4.14).
import { Type } from 'typebox';
import { Ok, WriteResult, responses } from './envelope.ts';
import { Exact, Id, IsoWithOffset, Nullable } from './formats.ts';

const ZeroOrOne = Type.Integer({ minimum: 0, maximum: 1 });
/** The fields 2.6 lists as nullable: null when unset, never "". */
const Unset = (description?: string) =>
  Nullable(Type.String({ minLength: 1, ...(description && { description }) }));

const CustomerTag = Exact({
  id: Id,
  customer_id: Id,
  key: Type.Literal('tag'),
  value: Type.String({ pattern: '^[1-9]\\d*$', description: 'the tag id' }),
  tag: Exact({
    id: Id,
    manager_id: Id,
    tag_name: Type.String(),
    created_by: Type.Integer(),
    created_date: IsoWithOffset,
  }),
});

const CustomerGroup = Exact({
  id: Id,
  customer_id: Id,
  key: Type.Literal('group'),
  value: Type.String({ pattern: '^[1-9]\\d*$', description: 'the group id' }),
  group: Exact({
    id: Id,
    user_id: Id,
    name: Type.String(),
    description: Type.String(),
    public_group: ZeroOrOne,
    defult_group: Type.Integer({
      minimum: 0,
      maximum: 1,
      description: "1 for the customer's default group (spelling as in v2)",
    }),
  }),
});

const Customer = Exact({
  id: Id,
  email: Type.String(),
  company_name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  show_name: Type.String(),
  created: IsoWithOffset,
  customer_created_date: IsoWithOffset,
  customer_id: Id,
  customer_number: Nullable(Type.Integer()),
  customer_number_prefix: Unset(),
  tags: Type.Array(CustomerTag),
  groups: Type.Array(CustomerGroup),
  street: Unset(),
  zip: Unset(),
  city: Unset(),
  phone: Unset(),
  noletter: Nullable(
    Type.String({ pattern: '^[01]$', description: '"1" when the customer wants no newsletter' }),
  ),
  color: Unset(),
  salutation: Unset(),
  country: Unset(),
  house_number: Unset(),
  customer_account_number: Unset(),
  salutation_title: Unset(),
  last_login: Type.Union([IsoWithOffset, Type.Literal('')], { description: 'ISO 8601, or "" when never' }),
});

const WriteResults = (description: string) => Ok(Type.Array(WriteResult), description);

export const customerResponses = {
  'GET /api/v2/customer_list': responses({ 200: Ok(Type.Array(Customer), 'Every customer of the manager') }),
  'POST /api/v2/customer_add': responses({ 200: WriteResults('The id of the new customer') }),
  'POST /api/v2/customer_edit': responses({ 200: WriteResults('The id of the changed customer') }),
  'POST /api/v2/customer_address_add': responses({ 200: WriteResults('One entry per address added') }),
};
