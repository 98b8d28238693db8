import { invalid, transactionWithin, type CallContext } from '@venue/platform';
import { checkText } from '../text.ts';
import type { Db } from '../database.ts';
import { insertCategory, listCategories } from './category.repository.ts';

export async function addCategory(db: Db, context: CallContext, name: string) {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 255) throw invalid('name is required (at most 255 characters)');
  checkText('name', trimmed, 255);
  // One statement, yet in a transaction: so it too is cancelled, not committed, past the deadline.
  return transactionWithin(db, context, (trx) => insertCategory(trx, context.managerId, trimmed));
}

export { listCategories };
