// Answers of the v2 resource endpoints (spec 2.2, 4.1–4.3).
import { Type } from 'typebox';
import { Ok, WriteResult, responses } from './envelope.ts';
import { DateYmd, Exact, Id, OneOf, TimeHi } from './formats.ts';

const ResourceListItem = Exact({
  id: Id,
  title: Type.String(),
  parts: Type.Array(Exact({ id: Id, title: Type.String() }), {
    description: 'empty for a resource without parts',
  }),
});

/** A custom field as free_text_fields lists it: options only on select fields. */
const FreeTextField = Exact({
  id: Id,
  name: Type.String(),
  type: OneOf(['numeric', 'select']),
  options: Type.Optional(Type.Array(Type.String(), { description: 'select fields only' })),
});

const ResourceDetail = Exact({
  id: Id,
  manager: Id,
  title: Type.String(),
  image: Type.String({ description: 'URL, "" when none' }),
  category_id: Type.Integer({ minimum: 0, description: '0 when none' }),
  category_name: Type.String({ description: '"" when none' }),
  street_hnr: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  country: Type.String({ pattern: '^([A-Z]{2})?$', description: 'two-letter country code, "" when none' }),
  phone: Type.String(),
  fax: Type.String(),
  public_comment: Type.String(),
  today_opening_times: Type.Array(Type.Array(TimeHi, { minItems: 2, maxItems: 2 }), {
    description: "today's opening windows as [from, to] pairs",
  }),
  today_holidays: Type.Array(Exact({ title: Type.String(), from: DateYmd, to: DateYmd })),
});

export const resourceResponses = {
  'GET /api/v2/resource_list': responses({
    200: Ok(
      Type.Array(ResourceListItem),
      'Main resources with their parts; the custom fields in free_text_fields',
      {
        free_text_fields: Type.Array(FreeTextField),
      },
    ),
  }),
  'GET /api/v2/resource/:id': responses({ 200: Ok(ResourceDetail, 'The resource detail') }),
  'POST /api/v2/resource_add': responses({ 200: Ok(WriteResult, 'The id of the new resource or part') }),
};
