// Every service has its own semver version (its package.json, at least 1.0.0), and CHANGELOG.md
// has an entry for it under the service's section; every recorded release names a commit and a
// version of each service that the changelog lists too.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const SERVICES = ['gateway', 'resources', 'customers', 'bookings', 'billing', 'webhooks'];
/** Services added after a release: that release and those before it do not name them. */
const ADDED_AFTER: Record<string, string> = { webhooks: '1.0.0' };
const semverOrder = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const changelog = readFileSync('CHANGELOG.md', 'utf8');

/** The versions CHANGELOG.md lists under `## <service>`. */
function changelogVersions(service: string): string[] {
  const section = changelog.split(/^## /m).find((part) => part.startsWith(`${service}\n`)) ?? '';
  return [...section.matchAll(/^### (\S+)/gm)].map((match) => match[1]!);
}

test('each service has a version of its own, at least 1.0.0, with a changelog entry', () => {
  for (const service of SERVICES) {
    const { version } = JSON.parse(readFileSync(`services/${service}/package.json`, 'utf8')) as { version: string };
    assert.match(version, SEMVER, service);
    assert.ok(Number(version.split('.')[0]) >= 1, `${service} ${version}`);
    assert.equal(changelogVersions(service)[0], version, `${service}: the newest changelog entry is its version`);
  }
});

test('every recorded release names a full commit id and a version of each service that the changelog lists', () => {
  const releases = readdirSync('releases').filter((name) => /^\d+\.\d+\.\d+\.json$/.test(name));
  assert.ok(releases.length > 0);
  for (const name of releases) {
    const release = JSON.parse(readFileSync(`releases/${name}`, 'utf8')) as { commit: string; services: Record<string, string> };
    assert.match(release.commit, /^[0-9a-f]{40}$/, name);
    const releaseVersion = name.slice(0, -'.json'.length);
    const expected = SERVICES.filter((service) => !ADDED_AFTER[service] || semverOrder(releaseVersion, ADDED_AFTER[service]) > 0);
    assert.deepEqual(Object.keys(release.services).sort(), [...expected].sort(), name);
    for (const [service, version] of Object.entries(release.services)) {
      assert.ok(changelogVersions(service).includes(version), `${name}: ${service} ${version} is in the changelog`);
    }
  }
});
