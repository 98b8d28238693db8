// A booking that names a customer by id asks the customers service whether the manager has that
// customer. A customer is never deleted and never moves to another manager (the customers service
// has no call that does either), so once it has answered yes for a manager and an id, the answer
// holds for good: it is remembered and not asked again. "No such customer" is never remembered
// (the customer may be added a moment later), nor is anything else the directory answers.
// If the customers service ever deletes or moves customers, this must go (decisions.md).
import { LRUCache } from 'lru-cache';
import type { CustomerDirectory } from '../ports.ts';

/** About 2 MB of keys: the recent customers of the busiest managers, which is where it pays. */
const MAX_REMEMBERED = 20_000;

export function rememberingExistence(inner: CustomerDirectory): CustomerDirectory {
  // The manager's id is in the key: a customer of one manager never answers another's booking.
  const existing = new LRUCache<string, true>({ max: MAX_REMEMBERED });
  return {
    names: (context, ids) => inner.names(context, ids),
    findOrCreate: (context, details) => inner.findOrCreate(context, details),
    async exists(context, id) {
      const key = `${context.managerId}|${id}`;
      if (existing.get(key)) return true;
      const found = await inner.exists(context, id);
      if (found) existing.set(key, true);
      return found;
    },
  };
}
