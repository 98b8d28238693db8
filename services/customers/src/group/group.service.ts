import { invalid } from '@venue/platform';
import type { Db } from '../database.ts';
import { insertGroup, listGroups } from './group.repository.ts';

export async function addGroup(db: Db, managerId: number, input: { name: string; description: string; public_group: number }) {
  const name = input.name.trim();
  if (name === '' || name.length > 255) throw invalid('name is required (at most 255 characters)');
  if (input.description.length > 2000) throw invalid('description is longer than 2000 characters');
  if (input.public_group !== 0 && input.public_group !== 1) throw invalid('public_group must be 0 or 1');
  return insertGroup(db, { manager_id: managerId, name, description: input.description.trim(), public_group: input.public_group });
}

export { listGroups };
