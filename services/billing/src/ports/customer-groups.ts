// What billing needs to know about customers: the manager's customer groups and the default
// group of a customer (whose tariffs, tax rules and item prices apply).
import type { CallContext } from '@venue/platform';

export interface CustomerGroups {
  /** The manager's customer groups, id → name. */
  names(context: CallContext): Promise<Map<number, string>>;
  /** The customer's default group, null when it has none. NOT_FOUND for an unknown customer. */
  defaultGroupOf(context: CallContext, customerId: number): Promise<number | null>;
}
