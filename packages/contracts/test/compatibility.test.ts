// The contracts of this commit against those of the last release (releases/<version>.json, the
// newest): `buf breaking` on proto/ against the release's commit, and every event type's schema
// against the one recorded with the release (releases/<version>.events.json). Within one
// schema_version an event may only gain optional fields: a consumer of the release must read what
// is published now, and a consumer built now must read what the release published (deploy/README.md,
// 'Compatibility rules'). Needs the git history (a clone) and @bufbuild/buf (a dev dependency).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { lastRelease } from '@venue/testing/release';
import { EVENT_SCHEMA_VERSION, EVENT_SCHEMAS } from '../src/events/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** buf breaking on `protoDir` against the release's protos; resolves with the exit code and output. */
async function bufBreaking(protoDir: string, commit: string): Promise<{ code: number; output: string }> {
  const buf = path.join(ROOT, 'node_modules', '.bin', 'buf');
  try {
    await run(buf, ['breaking', protoDir, '--against', `.git#ref=${commit},subdir=proto`], { cwd: ROOT });
    return { code: 0, output: '' };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

type Schema = { type?: unknown; properties?: Record<string, Schema>; required?: string[]; items?: Schema; [keyword: string]: unknown };

/** Why payloads valid under `next` and under `previous` could not be read by each other's consumers (empty: compatible). */
function incompatibilities(previous: Schema, next: Schema, at = 'payload'): string[] {
  const { properties: before, required: wasRequired = [], items: itemsBefore, description: _a, ...restBefore } = previous;
  const { properties: after, required: isRequired = [], items: itemsAfter, description: _b, ...restAfter } = next;
  const problems: string[] = [];
  if (JSON.stringify(restBefore) !== JSON.stringify(restAfter)) problems.push(`${at}: ${JSON.stringify(restBefore)} became ${JSON.stringify(restAfter)}`);
  for (const name of wasRequired.filter((field) => !isRequired.includes(field))) problems.push(`${at}.${name}: no longer required`);
  for (const name of isRequired.filter((field) => !wasRequired.includes(field))) problems.push(`${at}.${name}: newly required`);
  for (const [name, schema] of Object.entries(before ?? {})) {
    const now = after?.[name];
    if (!now) problems.push(`${at}.${name}: removed`);
    else problems.push(...incompatibilities(schema, now, `${at}.${name}`));
  }
  if (itemsBefore && itemsAfter) problems.push(...incompatibilities(itemsBefore, itemsAfter, `${at}[]`));
  else if (itemsBefore || itemsAfter) problems.push(`${at}: items changed`);
  return problems;
}

const recorded = (version: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'releases', `${version}.events.json`), 'utf8')) as { schema_version: number; events: Record<string, Schema> };
const current = JSON.parse(JSON.stringify(EVENT_SCHEMAS)) as Record<string, Schema>;

test('the protos are backward compatible with the last release (buf breaking)', async () => {
  const { commit } = lastRelease();
  const { code, output } = await bufBreaking('proto', commit);
  assert.equal(code, 0, output);
});

test('buf breaking refuses a field removed from a message', async () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'venue-proto-'));
  try {
    cpSync(path.join(ROOT, 'proto'), copy, { recursive: true });
    const file = path.join(copy, 'venue/resources/v1/resources.proto');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/message DeleteHolidayRequest \{\n {2}int64 id = 1;\n\}/, 'message DeleteHolidayRequest {\n}'));
    const { code, output } = await bufBreaking(copy, lastRelease().commit);
    assert.notEqual(code, 0);
    assert.match(output, /DeleteHolidayRequest/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test("every event type of the last release is still published, and within its schema_version only gains optional fields", () => {
  const release = recorded(lastRelease().version);
  for (const [subject, schema] of Object.entries(release.events)) {
    assert.ok(current[subject], `${subject} is no longer published`);
    if (release.schema_version !== EVENT_SCHEMA_VERSION) continue;
    assert.deepEqual(incompatibilities(schema, current[subject]!), [], subject);
  }
});

test('the event check refuses a field removed, retyped or newly required, and takes an optional one added', () => {
  const base: Schema = { type: 'object', required: ['id', 'title'], properties: { id: { type: 'integer' }, title: { type: 'string' } } };
  const { title: _title, ...withoutTitle } = base.properties!;
  assert.deepEqual(incompatibilities(base, { ...base, required: ['id'], properties: withoutTitle }), ['payload.title: no longer required', 'payload.title: removed']);
  assert.deepEqual(incompatibilities(base, { ...base, properties: { ...base.properties, id: { type: 'string' } } }), [
    'payload.id: {"type":"integer"} became {"type":"string"}',
  ]);
  assert.deepEqual(incompatibilities(base, { ...base, required: ['id', 'title', 'note'], properties: { ...base.properties, note: { type: 'string' } } }), [
    'payload.note: newly required',
  ]);
  assert.deepEqual(incompatibilities(base, { ...base, properties: { ...base.properties, note: { type: 'string' } } }), []);
});
