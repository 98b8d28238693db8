// Every service's own node flags (scripts/stack.ts: the gateway's smaller young generation,
// bookings' old generation growth) in every way it is started outside npm start and the bench:
// the image's default command (the gateway), docker-compose.yml, the chart's values and
// @venue/testcontainers. Drift would run a service in production with another heap than the bench
// measured it with.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { serviceProcesses } from '../../../../scripts/stack.ts';

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const flagsOf = (name: string) => serviceProcesses.find((service) => service.name === name)?.nodeFlags;
const commandOf = (name: string) => [...(flagsOf(name) ?? []), `services/${name}/src/main.js`];

/** A one-line flow list (`['a', 'b']` or `["a", "b"]`) as an array of strings. */
function flowList(text: string | undefined): string[] | undefined {
  return text === undefined ? undefined : (JSON.parse(text.replace(/'/g, '"')) as string[]);
}

test('scripts/stack.ts: the gateway has a smaller young generation, bookings a faster growing old one', () => {
  assert.deepEqual(flagsOf('gateway'), ['--max-semi-space-size=4']);
  assert.deepEqual(flagsOf('bookings'), ['--heap-growing-percent=100', '--max-semi-space-size=4']);
});

test("the image's default command (the gateway)", () => {
  assert.deepEqual(flowList(/^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1]), commandOf('gateway'));
});

for (const { name, nodeFlags } of serviceProcesses) {
  describe(`${name}'s node flags`, () => {
    test('docker-compose.yml', () => {
      const service = new RegExp(`^ {2}${name}:\\n(?: {4}.*\\n)*? {4}command: (\\[.*\\])$`, 'm').exec(
        read('docker-compose.yml'),
      );
      assert.deepEqual(flowList(service?.[1]), commandOf(name));
    });

    test("the chart's values", () => {
      const service = new RegExp(`^ {2}${name}:\\n(?: {4}.*\\n)*? {4}args: (\\[.*\\])$`, 'm').exec(
        read('deploy/helm/venue/values.yaml'),
      );
      // An empty list means the service's main.js with no flags of its own.
      assert.deepEqual(flowList(service?.[1]), nodeFlags.length === 0 ? [] : commandOf(name));
    });

    test('@venue/testcontainers', () => {
      const flags = new RegExp(`^ {2}${name}: (\\[.*\\]),$`, 'm').exec(read('packages/testcontainers/src/index.ts'));
      assert.deepEqual(flowList(flags?.[1]), nodeFlags);
    });
  });
}
