// Customer groups: the manager creates and lists them; customers join them on add and edit.
import { invalid, transactionWithin, type CallContext } from '@venue/platform';
import type { Db } from '../database.ts';
import type { Group } from '../customer/customer.model.ts';
import { insertGroup, listGroups as listGroupRows } from './group.repository.ts';

function toGroup(row: {
  id: number;
  manager_id: number;
  name: string;
  description: string;
  public_group: number;
}): Group {
  return {
    id: row.id,
    managerId: row.manager_id,
    name: row.name,
    description: row.description,
    isPublic: row.public_group === 1,
  };
}

export async function addGroup(
  db: Db,
  context: CallContext,
  input: { name: string; description: string; isPublic: boolean },
): Promise<Group> {
  const name = input.name.trim();
  if (name === '' || name.length > 255) throw invalid('name is required (at most 255 characters)');
  if (input.description.length > 2000) throw invalid('description is longer than 2000 characters');
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  const row = await transactionWithin(db, context, (trx) =>
    insertGroup(trx, {
      manager_id: context.managerId,
      name,
      description: input.description.trim(),
      public_group: input.isPublic ? 1 : 0,
    }),
  );
  return toGroup(row);
}

export async function listGroups(db: Db, managerId: number): Promise<Group[]> {
  return (await listGroupRows(db, managerId)).map(toGroup);
}
