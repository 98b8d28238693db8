// The offline e-invoice validation kit (../shared/einvoice beside the repository, or EINVOICE_KIT):
// XML Schema, the EN 16931 rules and the XRechnung rules, through saxon-js and xmllint-wasm. A
// missing kit fails the tests that need it: they never pass without validating.
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Validation {
  syntax: string;
  xsd: string[];
  en16931: string[];
  xrechnung: string[];
  ok: boolean;
}
export type Validate = (xml: string, fileName?: string) => Promise<Validation>;

const gatewayRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(gatewayRoot, '../..');

/** validate.mjs of the kit: EINVOICE_KIT (the kit's folder or the file itself), else ../shared/einvoice. */
function kitPath(): string {
  const given = process.env.EINVOICE_KIT;
  const where = given ? path.resolve(given) : path.resolve(repoRoot, '../shared/einvoice');
  return existsSync(where) && statSync(where).isDirectory() ? path.join(where, 'validate.mjs') : where;
}

/** The kit's validateEInvoice; throws when the kit is missing or the tests run elsewhere than the repository's root. */
export async function loadValidator(): Promise<Validate> {
  const file = kitPath();
  if (!existsSync(file)) {
    throw new Error(
      `the e-invoice validation kit is missing: no ${file}. Put it at ../shared/einvoice beside the repository ` +
        'or set EINVOICE_KIT to its folder (see its README.md); these tests do not pass without validating.',
    );
  }
  // The kit resolves saxon-js and xmllint-wasm from the working directory.
  assert.equal(process.cwd(), repoRoot, 'run the tests from the repository root (npx tsx scripts/test.ts einvoice)');
  return ((await import(pathToFileURL(file).href)) as { validateEInvoice: Validate }).validateEInvoice;
}

/** Errors that fail a validation: the schema's, and every rule not flagged as a warning. */
export const blocking = (r: Validation) => [
  ...r.xsd.map((e) => `xsd: ${e}`),
  ...[...r.en16931, ...r.xrechnung].filter((id) => !id.startsWith('warning:')),
];

export const warnings = (r: Validation) => [...r.en16931, ...r.xrechnung].filter((id) => id.startsWith('warning:'));
