// Proto Address <-> the domain's NewAddress. Mapping only: no rule lives here.
import type { customers } from '@venue/contracts';
import { ADDRESS_TEXT_FIELDS, type AddressType, type NewAddress } from '../address/address.model.ts';
import { SALUTATION_IN, TITLE_IN } from './customer.mapping.ts';

const TYPE_IN: Record<customers.AddressType__Output, AddressType | null> = {
  ADDRESS_TYPE_UNSPECIFIED: null,
  ADDRESS_TYPE_SECONDARY: 'secondary',
};

/** An empty text is the same as an absent one: the field is not given. */
export function newAddressFromProto(address: customers.Address__Output): NewAddress {
  const text: NewAddress['text'] = {};
  for (const name of ADDRESS_TEXT_FIELDS) {
    const value = address[name];
    if (value) text[name] = value;
  }
  return {
    type: TYPE_IN[address.type],
    salutation: SALUTATION_IN[address.salutation],
    salutationTitle: TITLE_IN[address.salutation_title],
    text,
  };
}
