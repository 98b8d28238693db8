// npm run record-release <version>: records the release being cut at HEAD, so that later changes
// are checked against it (packages/contracts/test/compatibility.test.ts): releases/<version>.json
// (the commit and each service's version) and releases/<version>.events.json (every event type's
// schema with the schema_version it carries).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { EVENT_SCHEMA_VERSION, EVENT_SCHEMAS } from '@venue/contracts/events';

const SERVICES = ['gateway', 'resources', 'customers', 'bookings', 'billing', 'webhooks'];
const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error('usage: npm run record-release <version>, e.g. 1.1.0');
  process.exit(2);
}
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const services = Object.fromEntries(
  SERVICES.map((name) => [name, (JSON.parse(readFileSync(`services/${name}/package.json`, 'utf8')) as { version: string }).version]),
);
const released = new Date().toISOString().slice(0, 10);
writeFileSync(`releases/${version}.json`, `${JSON.stringify({ released, commit, services }, null, 2)}\n`);
writeFileSync(
  `releases/${version}.events.json`,
  `${JSON.stringify({ schema_version: EVENT_SCHEMA_VERSION, events: EVENT_SCHEMAS }, null, 2)}\n`,
);
console.log(`recorded release ${version} at ${commit}`);
