// Answers of the internal manager endpoints (routes/internal/*): custom fields, categories,
// schedules, holidays and customer groups. Their data is one object, or a list of them.
import { Type } from 'typebox';
import { Ok, responses } from './envelope.ts';
import { DateYmd, Exact, Id, OneOf, TimeHi } from './formats.ts';

const CustomField = Exact({
  id: Id,
  name: Type.String(),
  type: OneOf(['numeric', 'select']),
  options: Type.Array(Type.String(), { description: 'empty for numeric fields' }),
});
const Category = Exact({ id: Id, name: Type.String() });
const Holiday = Exact({ id: Id, title: Type.String(), from: DateYmd, to: DateYmd });
const Schedule = Exact({
  resource_id: Id,
  opening_times: Type.Array(
    Exact({
      weekday: Type.Integer({ minimum: 1, maximum: 7, description: '1 = Monday' }),
      from: TimeHi,
      to: TimeHi,
    }),
  ),
  holidays: Type.Array(Holiday),
});
const Done = Exact({ id: Id, message: Type.String({ minLength: 1 }) });
const Group = Exact({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  public_group: Type.Integer({ minimum: 0, maximum: 1 }),
});

export const internalResponses = {
  'GET /api/internal/custom_field_list': responses({
    200: Ok(Type.Array(CustomField), 'Custom field definitions'),
  }),
  'POST /api/internal/custom_field_add': responses({ 200: Ok(CustomField, 'The new custom field') }),
  'GET /api/internal/category_list': responses({ 200: Ok(Type.Array(Category), 'Resource categories') }),
  'POST /api/internal/category_add': responses({ 200: Ok(Category, 'The new category') }),
  'POST /api/internal/resource_update': responses({ 200: Ok(Done, 'The id of the updated resource') }),
  'GET /api/internal/schedule': responses({ 200: Ok(Schedule, 'Weekly opening times and holidays') }),
  'POST /api/internal/opening_times_set': responses({
    200: Ok(Schedule, 'The schedule with the new opening times'),
  }),
  'POST /api/internal/holiday_add': responses({ 200: Ok(Holiday, 'The new holiday') }),
  'POST /api/internal/holiday_delete': responses({ 200: Ok(Done, 'The id of the deleted holiday') }),
  'POST /api/internal/customer_group_add': responses({ 200: Ok(Group, 'The new customer group') }),
  'GET /api/internal/customer_group_list': responses({ 200: Ok(Type.Array(Group), 'Customer groups') }),
};
