import { invalid } from '@venue/platform';
import { checkText } from '../text.ts';
import type { Db } from '../database.ts';
import { insertCategory, listCategories } from './category.repository.ts';

export async function addCategory(db: Db, managerId: number, name: string) {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 255) throw invalid('name is required (at most 255 characters)');
  checkText('name', trimmed, 255);
  return insertCategory(db, managerId, trimmed);
}

export { listCategories };
