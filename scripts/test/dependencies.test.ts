// Start-up checks read a dependency's URL as its client does (dependencies.ts).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { DependencyError, endpointOf, requireReachable } from '../dependencies.ts';

test('a URL names a host and port, the default port when it has none', () => {
  assert.deepEqual(endpointOf('postgres', 'postgres://postgres@127.0.0.1:5433/venue', 5432), { host: '127.0.0.1', port: 5433 });
  assert.deepEqual(endpointOf('postgres', 'postgres://postgres@db.internal/venue', 5432), { host: 'db.internal', port: 5432 });
  assert.deepEqual(endpointOf('redis', 'redis://127.0.0.1', 6379), { host: '127.0.0.1', port: 6379 });
  assert.deepEqual(endpointOf('postgres', 'postgresql://postgres@db.internal:6000/venue?sslmode=disable', 5432), { host: 'db.internal', port: 6000 });
});

test("a Postgres URL's ?host= and ?port= count, as pg counts them", () => {
  assert.deepEqual(endpointOf('postgres', 'postgres://postgres@db.internal/venue?host=other&port=6000', 5432), { host: 'other', port: 6000 });
});

test('an IPv6 host is connected to without its brackets', () => {
  assert.deepEqual(endpointOf('postgres', 'postgres://postgres@[::1]:5433/venue', 5432), { host: '::1', port: 5433 });
  assert.deepEqual(endpointOf('nats', 'nats://[::1]:4222', 4222), { host: '::1', port: 4222 });
});

test("a Postgres URL naming a socket directory is checked at Postgres's socket in it", () => {
  const socket = { path: '/var/run/postgresql/.s.PGSQL.5432' };
  assert.deepEqual(endpointOf('postgres', 'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/venue', 5432), socket);
  assert.deepEqual(endpointOf('postgres', 'postgres://postgres@/venue?host=/var/run/postgresql', 5432), socket);
  assert.deepEqual(endpointOf('postgres', 'postgres://postgres@%2Ftmp:5433/venue', 5432), { path: '/tmp/.s.PGSQL.5433' });
});

test('a socket that is not there is reported by its path', async () => {
  await assert.rejects(
    requireReachable('postgres', 'postgres://postgres@%2Fnonexistent%2Fvenue-test/venue', 5432),
    (error) => error instanceof DependencyError && error.message.includes('/nonexistent/venue-test/.s.PGSQL.5432'),
  );
});

test("this machine's Postgres answers at its socket", { skip: !existsSync('/var/run/postgresql/.s.PGSQL.5432') }, async () => {
  await requireReachable('postgres', 'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/postgres', 5432);
  await requireReachable('postgres', 'postgres://postgres@127.0.0.1:5432/postgres', 5432);
});
