// The reads each proto declares (option idempotency_level = NO_SIDE_EFFECTS): the gRPC clients send
// them again on another replica and the gateway does not count them as changes (read-methods.ts).
// Pinned here, so that marking a method is a deliberate change: a write marked by mistake would be
// retried blindly and would leave the catalog and customers versions stale.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { billingPackage, bookingsPackage, customersPackage, readMethodsOf, resourcesPackage } from '../src/index.ts';

const sorted = (names: Iterable<string>) => [...names].sort();

test('the reads of every service, as their protos mark them', () => {
  assert.deepEqual(sorted(readMethodsOf(resourcesPackage().ResourcesService.service)), [
    'DescribeResources',
    'GetResource',
    'GetResourceTree',
    'GetSchedule',
    'ListCategories',
    'ListCustomFields',
    'ListResources',
    'ListSchedules',
  ]);
  assert.deepEqual(sorted(readMethodsOf(customersPackage().CustomersService.service)), [
    'GetCustomer',
    'GetCustomerNames',
    'GetCustomers',
    'ListCustomers',
    'ListGroups',
  ]);
  assert.deepEqual(sorted(readMethodsOf(bookingsPackage().BookingsService.service)), [
    'Availability',
    'GetBooking',
    'GetBookings',
    'GetEvent',
    'ListBookings',
    'ListEvents',
  ]);
  assert.deepEqual(sorted(readMethodsOf(billingPackage().BillingService.service)), [
    'CheckSelections',
    'DescribeSelections',
    'DocumentsOfBooking',
    'GetDocument',
    'GetIssuer',
    'GetTaxSettings',
    'ListDocuments',
    'ListItems',
    'ListTariffs',
    'ListTaxRates',
    'ListUnbilled',
    'PriceBooking',
    'PriceBookingById',
  ]);
});

test('a method without the mark is not a read', () => {
  const service = bookingsPackage().BookingsService.service;
  const reads = readMethodsOf(service);
  for (const write of ['AddBooking', 'SaveBooking', 'SetEvent', 'UnsetEvent']) {
    assert.ok(write in service, `${write} is a method of BookingsService`);
    assert.ok(!reads.has(write), `${write} is not a read`);
  }
});
