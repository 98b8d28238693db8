// Ports handed out to test files running side by side: with a claims directory, a port goes to
// one caller only, whichever process asks, and never twice in a run.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { freePorts } from '@venue/testcontainers/ports';

const claims = mkdtempSync(path.join(tmpdir(), 'venue-port-claims-'));
after(() => rmSync(claims, { recursive: true, force: true }));

test('two callers with separate memories but one claims directory never get the same port', async () => {
  // Separate `taken` sets, as two test processes have: only the directory keeps them apart.
  const first = await freePorts(200, new Set(), claims);
  const second = await freePorts(200, new Set(), claims);
  assert.equal(new Set([...first, ...second]).size, 400);
  for (const port of [...first, ...second]) assert.ok(port >= 20_000 && port <= 32_767, `${port} in 20000–32767`);
  assert.equal(readdirSync(claims).length >= 400, true, 'every port handed out is claimed');
});

test('a port another process claimed is not handed out', async () => {
  const own = mkdtempSync(path.join(claims, 'own-'));
  // Claim nine ports in ten of the range, as other processes of the run would have.
  const left = new Set<number>();
  for (let port = 20_000; port <= 32_767; port += 1) {
    if (port % 10 === 7) left.add(port);
    else writeFileSync(path.join(own, String(port)), '');
  }
  const handed = await freePorts(3, new Set(), own);
  for (const port of handed) assert.ok(left.has(port), `${port} was not claimed before`);
});
