// compiledOnce: a statement built once answers every later call with the text and parameters a
// fresh build would have, each call's values bound in their places (also a value used twice, and
// constants of the text kept).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../src/resource/compiled-once.ts';

interface Tables {
  resource: { id: number; manager_id: number; title: string; kind: string };
  holiday: { resource_id: number; manager_id: number; date_from: string; date_to: string };
}

const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const build = (executor: Kysely<Tables>, managerId: number, id: number, date: string) =>
  executor
    .selectFrom('resource as r')
    .select([
      'r.id',
      'r.title',
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('holiday as h')
            .select(['h.date_from', 'h.date_to'])
            .where('h.manager_id', '=', managerId)
            .whereRef('h.resource_id', '=', 'r.id')
            .where('h.date_from', '<=', date)
            .where('h.date_to', '>=', date),
        ).as('holidays'),
    ])
    .where('r.kind', '=', 'room')
    .where('r.manager_id', '=', managerId)
    .where('r.id', '=', id);

test('every call gets the text and parameters a fresh build gives, with its own values', () => {
  const once = compiledOnce(build);
  for (const [managerId, id, date] of [
    [7, 42, '2026-12-24'],
    [8, 1, '2027-01-01'],
    [7, 42, '2026-12-25'],
  ] as const) {
    const fresh = build(db, managerId, id, date).compile();
    const reused = once(db, managerId, id, date);
    assert.equal(reused.sql, fresh.sql);
    assert.deepEqual(reused.parameters, fresh.parameters);
    assert.deepEqual(reused.parameters, [managerId, date, date, 'room', managerId, id]);
  }
});

test('calls do not share their parameters', () => {
  const once = compiledOnce(build);
  const first = once(db, 1, 2, '2026-01-01');
  once(db, 3, 4, '2026-02-02');
  assert.deepEqual(first.parameters, [1, '2026-01-01', '2026-01-01', 'room', 1, 2]);
});

test('an argument that does not reach the statement as itself is refused at the first call', () => {
  const once = compiledOnce((executor: Kysely<Tables>, managerId: number, title: string) =>
    executor.selectFrom('resource').select('id').where('manager_id', '=', managerId).where('title', '=', String(title)),
  );
  assert.throws(() => once(db, 7, 'Saal'), /argument 1 is not a parameter/);
});
