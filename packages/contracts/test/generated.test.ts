// The committed generated types must be exactly what the protos generate today.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { generateTypes } from '../scripts/generate.ts';
import { generatedDir } from '../src/paths.ts';

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

test('generated contract types are up to date with proto/ (run npm run gen:proto)', () => {
  const fresh = mkdtempSync(path.join(tmpdir(), 'venue-contracts-'));
  try {
    generateTypes(fresh);
    const expected = listFiles(fresh).sort();
    assert.deepEqual(listFiles(generatedDir).sort(), expected, 'the set of generated files differs');
    for (const file of expected) {
      assert.equal(readFileSync(path.join(generatedDir, file), 'utf8'), readFileSync(path.join(fresh, file), 'utf8'), `${file} is stale`);
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
});
