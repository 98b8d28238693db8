// Validates rendered Kubernetes manifests offline, against the API's own schemas as shipped by
// kubernetes-models (no cluster, no download):
//   helm template ... | node deploy/ci/k8s-validate/validate.mjs [label]
// 1. Each object goes through its model's validate(): types, formats, required fields, enums.
// 2. Those schemas accept unknown fields (as the API server does without strict field
//    validation), so a misspelled or misplaced field would pass unnoticed. Each object is also
//    written out as a TypeScript object literal typed with its model's interface, and tsc checks
//    the file: excess property checks reject every field the API does not define, at any depth.
// 3. Custom resources (a Prometheus Operator ServiceMonitor), which kubernetes-models does not
//    know, go through the explicit closed-world structural checks of crds.mjs instead of 1 and 2.
// Prints one line per object and exits 1 when any object fails either check.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { structuralCheckers } from './crds.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const label = process.argv[2] ?? 'manifests';
const documents = parseAllDocuments(readFileSync(0, 'utf8'))
  .map((document) => document.toJS())
  .filter((object) => object && typeof object === 'object');
if (documents.length === 0) {
  console.error(`${label}: no objects to validate`);
  process.exit(1);
}

/** "apps/v1" + "Deployment" -> "kubernetes-models/apps/v1/Deployment"; the core group is "v1". */
const modelPath = (object) => `kubernetes-models/${object.apiVersion}/${object.kind}`;
const describe = (object) => `${object.kind}/${object.metadata?.name ?? '?'}`;

const failedObjects = new Set();
const checkerOf = (object) => structuralCheckers[`${object.apiVersion}/${object.kind}`];
// Built-in kinds: the model's schema here, and the closed-world tsc check below.
const builtIn = documents.filter((object) => !checkerOf(object));
for (const object of documents.filter(checkerOf)) {
  for (const problem of checkerOf(object)(object, documents)) {
    failedObjects.add(describe(object));
    console.log(`  ${label}: ${describe(object)} FAILED structure: ${problem}`);
  }
}
for (const object of builtIn) {
  try {
    const module = await import(modelPath(object));
    const Model = module[object.kind] ?? module.default;
    new Model(object).validate();
  } catch (error) {
    failedObjects.add(describe(object));
    console.log(`  ${label}: ${describe(object)} FAILED schema: ${error.message}`);
  }
}

// The closed-world check: one typed constant per object, then tsc over the file.
const work = mkdtempSync(path.join(here, '.check-'));
const source = builtIn
  .map((object, index) => {
    const type = `import('${modelPath(object)}').I${object.kind}`;
    return `// ${describe(object)}\nexport const object${index}: ${type} = ${JSON.stringify(object, null, 2)};\n`;
  })
  .join('\n');
const file = path.join(work, 'manifests.ts');
writeFileSync(file, source);
const require = createRequire(import.meta.url);
const ts = require('typescript');
const program = ts.createProgram([file], {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
let otherErrors = 0;
for (const diagnostic of diagnostics) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.file.fileName !== file) {
    console.log(`  ${label}: type check: ${message}`);
    otherErrors += 1;
    continue;
  }
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  const lines = source.split('\n');
  let header = line;
  while (header > 0 && !lines[header].startsWith('// ')) header -= 1;
  const name = lines[header].slice(3);
  failedObjects.add(name);
  console.log(`  ${label}: ${name} FAILED fields: ${lines[line].trim()} -> ${message.split('\n').pop()}`);
}
const failures = failedObjects.size + otherErrors;
rmSync(work, { recursive: true, force: true });

const kinds = documents.map(describe);
console.log(
  `  ${label}: ${documents.length - failures} of ${documents.length} objects valid (${kinds.join(', ')})`,
);
process.exit(failures === 0 ? 0 : 1);
