// Adding extra addresses to a customer: several in one call, all written or none (and none once
// the caller's deadline has passed). The caller has checked each field's format; the rules here
// are the domain's own.
import { EVENT_SCHEMA_VERSION, type CustomerUpdatedEvent } from '@venue/contracts/events';
import { enqueueEvent, invalid, notFound, transactionWithin, type CallContext } from '@venue/platform';
import { lockCustomer } from '../customer/customer.repository.ts';
import { CUSTOMER_UPDATED, type CustomerDeps } from '../customer/customer.service.ts';
import { MAX_ADDRESSES_PER_CALL, type NewAddress } from './address.model.ts';
import { insertAddresses } from './address.repository.ts';

/** The type alone says nothing about where or who: an address needs some content. */
function isEmpty(address: NewAddress): boolean {
  return !address.salutation && !address.salutationTitle && Object.keys(address.text).length === 0;
}

export async function addAddresses(
  deps: CustomerDeps,
  context: CallContext,
  customerId: number,
  addresses: NewAddress[],
): Promise<number[]> {
  const { managerId } = context;
  if (addresses.length === 0) throw invalid('at least one address is required');
  if (addresses.length > MAX_ADDRESSES_PER_CALL)
    throw invalid(`at most ${MAX_ADDRESSES_PER_CALL} addresses can be added at once`);
  if (addresses.some(isEmpty)) throw invalid('an address needs at least one field');
  const ids = await transactionWithin(deps.db, context, async (trx) => {
    if (!(await lockCustomer(trx, managerId, customerId))) throw notFound(`customer ${customerId} not found`);
    const inserted = await insertAddresses(trx, managerId, customerId, addresses);
    const event: CustomerUpdatedEvent = {
      schema_version: EVENT_SCHEMA_VERSION,
      manager_id: managerId,
      customer_id: customerId,
      changed: ['address'],
      address_ids: inserted,
    };
    await enqueueEvent(trx, CUSTOMER_UPDATED, event);
    return inserted;
  });
  deps.relay.kick();
  return ids;
}
