// RESOURCE_EXHAUSTED has two sources (issue 14): a domain refusal for a rate or quota (kind
// 'exhausted', a 429) and grpc-js's message size limit (kind 'too_large', a 413 with a plain
// message). Only the first carries the DOMAIN_KIND trailer; so does a service's own UNAVAILABLE.
// Plain objects shaped like grpc-js errors, then a real server whose answer is larger than the
// client takes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as grpc from '@grpc/grpc-js';
import { resourcesPackage } from '@venue/contracts';
import {
  BUSY_MESSAGE,
  createGrpcClient,
  createLogger,
  DOMAIN_KIND,
  DomainError,
  fromGrpcError,
  implement,
  toGrpcStatus,
  TOO_LARGE_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '@venue/platform';
import { startStandInServer } from '@venue/testing';

function serviceError(code: grpc.status, details: string, metadata = new grpc.Metadata()): grpc.ServiceError {
  return Object.assign(new Error(`${code} ${details}`), { code, details, metadata });
}

describe('fromGrpcError and toGrpcStatus', () => {
  test('grpc-js "Received message larger than max" → too_large, with the plain message', () => {
    const error = fromGrpcError(
      serviceError(grpc.status.RESOURCE_EXHAUSTED, 'Received message larger than max (5242880 vs. 4194304)'),
    );
    assert.equal(error.kind, 'too_large');
    assert.equal(error.message, TOO_LARGE_MESSAGE);
  });

  test('a domain refusal for a rate or quota travels marked and comes back exhausted, its message kept', () => {
    const status = toGrpcStatus(new DomainError('exhausted', 'too many exports today'));
    assert.equal(status.code, grpc.status.RESOURCE_EXHAUSTED);
    assert.deepEqual(status.metadata?.get(DOMAIN_KIND), ['exhausted']);
    const error = fromGrpcError(serviceError(status.code, status.details, status.metadata));
    assert.equal(error.kind, 'exhausted');
    assert.equal(error.message, 'too many exports today');
  });

  test("a service's own UNAVAILABLE (busy) travels marked and keeps its message; grpc-js's gets the plain one", () => {
    const status = toGrpcStatus(new DomainError('unavailable', BUSY_MESSAGE));
    assert.equal(status.code, grpc.status.UNAVAILABLE);
    assert.deepEqual(status.metadata?.get(DOMAIN_KIND), ['unavailable']);
    const error = fromGrpcError(serviceError(status.code, status.details, status.metadata));
    assert.equal(error.kind, 'unavailable');
    assert.equal(error.message, BUSY_MESSAGE);
    const unreached = fromGrpcError(serviceError(grpc.status.UNAVAILABLE, 'No connection established'));
    assert.deepEqual([unreached.kind, unreached.message], ['unavailable', UNAVAILABLE_MESSAGE]);
  });

  test('a too_large passed on by a service stays too_large', () => {
    const status = toGrpcStatus(new DomainError('too_large', TOO_LARGE_MESSAGE));
    assert.equal(status.code, grpc.status.RESOURCE_EXHAUSTED);
    assert.equal(status.metadata, undefined);
    assert.equal(fromGrpcError(serviceError(status.code, status.details)).kind, 'too_large');
  });
});

describe('over a real call', () => {
  test('an answer above the client limit is too_large; a domain exhaustion is exhausted', async () => {
    const definition = resourcesPackage().ResourcesService.service;
    const handlers = implement(
      {
        ListResources: async () => ({
          resources: [{ id: 1, title: 'x'.repeat(5 * 1024 * 1024) }],
          custom_fields: [],
        }),
        GetResource: async () => {
          throw new DomainError('exhausted', 'a quota of the service');
        },
      } as never,
      createLogger('test', 'silent'),
    );
    const server = await startStandInServer(definition, handlers as grpc.UntypedServiceImplementation);
    const client = createGrpcClient(resourcesPackage().ResourcesService, server.address, 5000);
    const context = { managerId: 1, timezone: 'Europe/Berlin' };
    const failure = (call: Promise<unknown>) =>
      call.then(
        () => assert.fail('the call succeeded'),
        (error: unknown) => error as DomainError,
      );
    try {
      const tooLarge = await failure(client.call.ListResources({}, context));
      assert.equal(tooLarge.kind, 'too_large');
      assert.equal(tooLarge.message, TOO_LARGE_MESSAGE);
      const exhausted = await failure(client.call.GetResource({ id: 1 }, context));
      assert.equal(exhausted.kind, 'exhausted');
      assert.equal(exhausted.message, 'a quota of the service');
    } finally {
      client.close();
      server.stop();
    }
  });
});
