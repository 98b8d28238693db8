// Tax rates, tax settings and tax rules over gRPC: add and list, tenancy, bad input.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Metadata, status } from '@grpc/grpc-js';
import type { billing } from '../../src/index.ts';
import { expectGrpcError, expectGrpcOk, grpcCall } from '@venue/testing';
import { as, startBillingUnderTest, type BillingUnderTest } from '../helpers/billing.ts';

const ALICE = 101;
const BOB = 102;
let svc: BillingUnderTest;

before(async () => {
  svc = await startBillingUnderTest();
  svc.peers.addGroup(ALICE, 10, 'Schools');
  svc.peers.addGroup(BOB, 20, 'Members');
});
after(() => svc.stop());

const addRate = (manager: number, name: string, rate_bp: number) =>
  grpcCall<billing.TaxRate__Output>(svc.client, 'AddTaxRate', { name, rate_bp }, as(manager));

describe('tax rates', () => {
  test('added rates are listed, each manager sees only its own', async () => {
    const standard = await expectGrpcOk(addRate(ALICE, ' Standard ', 1900));
    assert.deepEqual(standard, { id: standard.id, name: 'Standard', rate_bp: 1900, category: 'S', exemption_reason: '' });
    await expectGrpcOk(addRate(ALICE, 'Reduced', 750));
    await expectGrpcOk(addRate(BOB, 'Zero', 0));
    const list = await expectGrpcOk(
      grpcCall<billing.ListTaxRatesResponse__Output>(svc.client, 'ListTaxRates', {}, as(ALICE)),
    );
    assert.deepEqual(
      list.tax_rates.map((r) => [r.name, r.rate_bp]),
      [
        ['Standard', 1900],
        ['Reduced', 750],
      ],
    );
  });

  test('a rate over 100 %, a negative rate or an empty name is refused and nothing is written', async () => {
    const before = await svc.count('tax_rate');
    await expectGrpcError(addRate(ALICE, 'Too much', 10001), status.INVALID_ARGUMENT, /between 0 and 100 %/);
    await expectGrpcError(addRate(ALICE, 'Negative', -1), status.INVALID_ARGUMENT, /between 0 and 100 %/);
    await expectGrpcError(addRate(ALICE, '  ', 1900), status.INVALID_ARGUMENT, /name of a tax rate is required/);
    await expectGrpcError(addRate(ALICE, 'a\u0000b', 1900), status.INVALID_ARGUMENT, /NUL/);
    assert.equal(await svc.count('tax_rate'), before);
    await expectGrpcOk(addRate(ALICE, 'Full', 10000));
  });

  test('a call without a manager id is refused', async () => {
    await expectGrpcError(grpcCall(svc.client, 'ListTaxRates', {}, new Metadata()), status.UNAUTHENTICATED);
  });

  test('a rate takes its EN 16931 category and exemption reason: S above 0 %, the others at 0 % with a reason', async () => {
    const add = (name: string, rate_bp: number, category: string, exemption_reason = '') =>
      grpcCall<billing.TaxRate__Output>(svc.client, 'AddTaxRate', { name, rate_bp, category, exemption_reason }, as(BOB));
    const exempt = await expectGrpcOk(add('Vermietung', 0, 'E', ' Steuerfrei nach § 4 Nr. 12 UStG '));
    assert.deepEqual(
      [exempt.category, exempt.exemption_reason],
      ['E', 'Steuerfrei nach § 4 Nr. 12 UStG'],
    );
    assert.equal((await expectGrpcOk(add('Reverse charge', 0, 'ae', 'Steuerschuldnerschaft des Leistungsempfängers'))).category, 'AE');
    assert.equal((await expectGrpcOk(add('Reduced', 700, ''))).category, 'S');
    assert.equal((await expectGrpcOk(add('Zero rated', 0, 'Z'))).category, 'Z');

    const before = await svc.count('tax_rate');
    await expectGrpcError(add('Bad', 0, 'X'), status.INVALID_ARGUMENT, /category: one of S, Z, E, AE, K, G, O/);
    await expectGrpcError(add('Bad', 0, 'S'), status.INVALID_ARGUMENT, /S \(standard\) needs a rate above 0 %/);
    await expectGrpcError(add('Bad', 1900, 'E', 'frei'), status.INVALID_ARGUMENT, /E is a 0 % category/);
    await expectGrpcError(add('Bad', 0, 'E'), status.INVALID_ARGUMENT, /exemption_reason: required for category E/);
    await expectGrpcError(add('Bad', 1900, 'S', 'frei'), status.INVALID_ARGUMENT, /exemption_reason: only for categories/);
    assert.equal(await svc.count('tax_rate'), before);
  });
});

describe('tax settings', () => {
  test('defaults until set: VAT off, vertical, no default rate', async () => {
    const settings = await expectGrpcOk(grpcCall<billing.TaxSettings__Output>(svc.client, 'GetTaxSettings', {}, as(BOB)));
    assert.deepEqual(settings, {
      vat_active: false,
      calculation: 'CALCULATION_VERTICAL',
      default_tax_rate_id: 0,
    });
  });

  test('set, read back and replaced', async () => {
    const rate = await expectGrpcOk(addRate(ALICE, 'Default', 1900));
    const set = { vat_active: true, calculation: 'CALCULATION_HORIZONTAL', default_tax_rate_id: rate.id };
    assert.deepEqual(await expectGrpcOk(grpcCall(svc.client, 'SetTaxSettings', set, as(ALICE))), set);
    assert.deepEqual(await expectGrpcOk(grpcCall(svc.client, 'GetTaxSettings', {}, as(ALICE))), set);
    const off = { vat_active: false, calculation: 'CALCULATION_VERTICAL', default_tax_rate_id: 0 };
    assert.deepEqual(await expectGrpcOk(grpcCall(svc.client, 'SetTaxSettings', off, as(ALICE))), off);
    assert.deepEqual(await expectGrpcOk(grpcCall(svc.client, 'GetTaxSettings', {}, as(ALICE))), off);
    assert.equal(await svc.count('tax_settings'), 1);
  });

  test("another manager's tax rate is not found, like a missing one; VAT needs a default rate", async () => {
    const bobs = await expectGrpcOk(addRate(BOB, 'Bob', 1900));
    await expectGrpcError(
      grpcCall(
        svc.client,
        'SetTaxSettings',
        { vat_active: true, calculation: 'CALCULATION_VERTICAL', default_tax_rate_id: bobs.id },
        as(ALICE),
      ),
      status.NOT_FOUND,
      new RegExp(`tax rate ${bobs.id} not found`),
    );
    await expectGrpcError(
      grpcCall(
        svc.client,
        'SetTaxSettings',
        { vat_active: true, calculation: 'CALCULATION_VERTICAL', default_tax_rate_id: 999999 },
        as(ALICE),
      ),
      status.NOT_FOUND,
    );
    await expectGrpcError(
      grpcCall(
        svc.client,
        'SetTaxSettings',
        { vat_active: true, calculation: 'CALCULATION_VERTICAL' },
        as(ALICE),
      ),
      status.INVALID_ARGUMENT,
      /VAT needs a default tax rate/,
    );
    await expectGrpcError(
      grpcCall(svc.client, 'SetTaxSettings', { vat_active: false }, as(ALICE)),
      status.INVALID_ARGUMENT,
      /vertical .* or horizontal/,
    );
  });
});

describe('tax rules', () => {
  test('a rule for a group; the same group and scope twice is a conflict', async () => {
    const zero = await expectGrpcOk(addRate(ALICE, 'Zero', 0));
    const rule = await expectGrpcOk(
      grpcCall<billing.TaxRule__Output>(
        svc.client,
        'AddTaxRule',
        { customer_group_id: 10, tax_rate_id: zero.id, applies_to: 'APPLIES_TO_BOTH' },
        as(ALICE),
      ),
    );
    assert.deepEqual(rule, {
      id: rule.id,
      customer_group_id: 10,
      tax_rate_id: zero.id,
      applies_to: 'APPLIES_TO_BOTH',
    });
    await expectGrpcOk(
      grpcCall(
        svc.client,
        'AddTaxRule',
        { customer_group_id: 10, tax_rate_id: zero.id, applies_to: 'APPLIES_TO_PART' },
        as(ALICE),
      ),
    );
    await expectGrpcError(
      grpcCall(
        svc.client,
        'AddTaxRule',
        { customer_group_id: 10, tax_rate_id: zero.id, applies_to: 'APPLIES_TO_BOTH' },
        as(ALICE),
      ),
      status.ALREADY_EXISTS,
      /already has a tax rule for main resources and parts/,
    );
  });

  test("unknown or another manager's group or rate is not found; no scope is invalid; nothing written", async () => {
    const before = await svc.count('tax_rule');
    const alices = await expectGrpcOk(addRate(ALICE, 'Seven', 700));
    const bobs = await expectGrpcOk(addRate(BOB, 'Seven', 700));
    await expectGrpcError(
      grpcCall(
        svc.client,
        'AddTaxRule',
        { customer_group_id: 20, tax_rate_id: alices.id, applies_to: 'APPLIES_TO_MAIN' },
        as(ALICE),
      ),
      status.NOT_FOUND,
      /customer group 20 not found/,
    );
    await expectGrpcError(
      grpcCall(
        svc.client,
        'AddTaxRule',
        { customer_group_id: 10, tax_rate_id: bobs.id, applies_to: 'APPLIES_TO_MAIN' },
        as(ALICE),
      ),
      status.NOT_FOUND,
      /tax rate/,
    );
    await expectGrpcError(
      grpcCall(svc.client, 'AddTaxRule', { customer_group_id: 10, tax_rate_id: alices.id }, as(ALICE)),
      status.INVALID_ARGUMENT,
      /main resources, parts or both/,
    );
    assert.equal(await svc.count('tax_rule'), before);
  });
});
