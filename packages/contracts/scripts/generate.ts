// Regenerates src/generated from proto/ (npm run gen:proto), plus one barrel per domain (and per
// shared proto) that re-exports its message types. The contracts test runs the same generation into a temporary
// folder and fails when the committed files are stale.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { generatorFlags } from '../src/loader-options.ts';
import { generatedDir, protoRoot, serviceProtos, sharedProtos } from '../src/paths.ts';

export function generateTypes(outDir: string): void {
  const require = createRequire(import.meta.url);
  const loaderDir = path.dirname(require.resolve('@grpc/proto-loader/package.json'));
  const bin = path.join(loaderDir, 'build/bin/proto-loader-gen-types.js');
  execFileSync(
    process.execPath,
    [bin, ...generatorFlags, `--includeDirs=${protoRoot}`, `--outDir=${outDir}`, ...Object.values(serviceProtos)],
    { stdio: 'inherit' },
  );
  makePathsRelative(outDir);
  // The shared protos come with the service protos that import them: no file of their own.
  for (const [domain, file] of Object.entries({ ...serviceProtos, ...sharedProtos })) {
    const packageDir = path.dirname(file);
    const names = readdirSync(path.join(outDir, packageDir))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.slice(0, -3))
      .sort();
    const lines = names.map((name) => `export type * from './${packageDir}/${name}';`);
    writeFileSync(path.join(outDir, `${domain}-types.ts`), `// Generated: every message type of ${file}.\n${lines.join('\n')}\n`);
  }
}

/** The generator writes absolute proto paths into comments; keep the output checkout-independent. */
function makePathsRelative(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) makePathsRelative(file);
    else writeFileSync(file, readFileSync(file, 'utf8').replaceAll(protoRoot, 'proto'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(generatedDir, { recursive: true, force: true });
  generateTypes(generatedDir);
  console.log(`generated types in ${generatedDir}`);
}
