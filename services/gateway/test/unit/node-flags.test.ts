// The gateway's own node flags (scripts/stack.ts: a young generation half the image's) in every
// way it is started outside npm start and the bench: the image's default command,
// docker-compose.yml, the chart's values and @venue/testcontainers. Drift would run the gateway in
// production with another heap than the bench measured it with.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { serviceProcesses } from '../../../../scripts/stack.ts';

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const gateway = serviceProcesses.find((service) => service.name === 'gateway');
const expected = [...(gateway?.nodeFlags ?? []), 'services/gateway/src/main.js'];

/** A one-line flow list (`['a', 'b']` or `["a", "b"]`) as an array of strings. */
function flowList(text: string | undefined): string[] | undefined {
  return text === undefined ? undefined : (JSON.parse(text.replace(/'/g, '"')) as string[]);
}

describe("the gateway's node flags", () => {
  test('scripts/stack.ts gives the gateway a smaller young generation', () => {
    assert.deepEqual(gateway?.nodeFlags, ['--max-semi-space-size=2']);
  });

  test("the image's default command", () => {
    assert.deepEqual(flowList(/^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1]), expected);
  });

  test('docker-compose.yml', () => {
    const service = /^ {2}gateway:\n(?: {4}.*\n)*? {4}command: (\[.*\])$/m.exec(read('docker-compose.yml'));
    assert.deepEqual(flowList(service?.[1]), expected);
  });

  test("the chart's values", () => {
    const service = /^ {2}gateway:\n(?: {4}.*\n)*? {4}args: (\[.*\])$/m.exec(
      read('deploy/helm/venue/values.yaml'),
    );
    assert.deepEqual(flowList(service?.[1]), expected);
  });

  test('@venue/testcontainers', () => {
    const command = /\.withCommand\((\['[^\]]*services\/gateway\/src\/main\.js'\])\)/.exec(
      read('packages/testcontainers/src/index.ts'),
    );
    assert.deepEqual(flowList(command?.[1]), expected);
  });
});
