import { invalid, notFound, transactionWithin, type CallContext } from '@venue/platform';
import { checkText } from '../text.ts';
import type { Db, Executor } from '../database.ts';
import { findCustomFields, insertCustomField, listCustomFields } from './custom-field.repository.ts';
import type { CustomFieldType } from './custom-field.table.ts';

export async function addCustomField(
  db: Db,
  context: CallContext,
  input: { name: string; type: string; options: string[] },
) {
  const name = input.name.trim();
  if (name === '' || name.length > 255) throw invalid('name is required (at most 255 characters)');
  checkText('name', name, 255);
  if (input.type !== 'numeric' && input.type !== 'select') throw invalid('type must be numeric or select');
  const options = [
    ...new Set(input.options.map((option) => option.trim()).filter((option) => option !== '')),
  ];
  for (const option of options) checkText('options', option, 255);
  if (options.length > 200) throw invalid('options: at most 200 options');
  if (input.type === 'select' && options.length === 0)
    throw invalid('options: a select field needs at least one option');
  if (input.type === 'numeric' && options.length > 0)
    throw invalid('options: a numeric field has no options');
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  return transactionWithin(db, context, (trx) =>
    insertCustomField(trx, context.managerId, { name, type: input.type as CustomFieldType, options }),
  );
}

export { listCustomFields };

/** A numeric custom-field value: a plain decimal number, as text. */
export const NUMERIC_VALUE = /^-?\d+(?:\.\d+)?$/;

/**
 * Checks values against the manager's field definitions: every id must be defined (404 otherwise), numeric
 * fields take numbers and select fields one of their options. Returns the normalised values.
 */
export async function validateCustomValues(
  db: Executor,
  managerId: number,
  values: { field_id: number; value: string }[],
): Promise<{ field_id: number; value: string }[]> {
  const ids = [...new Set(values.map((v) => v.field_id))];
  if (ids.length !== values.length) throw invalid('customfields: a field id is given twice');
  const fields = new Map((await findCustomFields(db, managerId, ids)).map((field) => [field.id, field]));
  return values.map(({ field_id, value }) => {
    const field = fields.get(field_id);
    // Another manager's field is as unknown as a missing one: the same 404, nothing told apart.
    if (!field) throw notFound(`custom field ${field_id} not found`);
    const trimmed = value.trim();
    checkText(`customfields[${field_id}]`, trimmed, 255);
    if (field.type === 'numeric' && !NUMERIC_VALUE.test(trimmed)) {
      throw invalid(`customfields: field ${field_id} (${field.name}) takes a number`);
    }
    if (field.type === 'select' && !field.options.includes(trimmed)) {
      throw invalid(
        `customfields: field ${field_id} (${field.name}) takes one of: ${field.options.join(', ')}`,
      );
    }
    return { field_id, value: trimmed };
  });
}
