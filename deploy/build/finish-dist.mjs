// Second half of `npm run build` (after `tsc -p tsconfig.build.json`): makes dist/ a tree that
// plain `node` runs, e.g. `node dist/services/gateway/src/main.js`, without tsx.
//  - each compiled workspace gets a package.json whose "exports" name the .js files (the source
//    package.json files keep naming .ts, which tests and development run through tsx);
//  - dist/node_modules/@venue/<name> links to those, so dist's own imports of @venue/* resolve
//    inside dist while third-party packages resolve from the repository's node_modules above;
//  - files that are not TypeScript but are read at run time (the protos, Lua scripts) are copied.
// The image copies dist/ as its /app, beside a production node_modules whose @venue/* links
// point at the same relative places.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const dist = path.join(root, 'dist');
if (!existsSync(dist)) throw new Error('dist/ is missing: run tsc -p tsconfig.build.json first');

/** "./src/index.ts" -> "./src/index.js", recursively through condition objects. */
function toJs(target) {
  if (typeof target === 'string') return target.replace(/\.ts$/, '.js');
  if (Array.isArray(target)) return target.map(toJs);
  if (target && typeof target === 'object')
    return Object.fromEntries(Object.entries(target).map(([k, v]) => [k, toJs(v)]));
  return target;
}

/** Copies every non-TypeScript file under src/ (Lua scripts and the like) beside the compiled code. */
function copyAssets(fromDir, toDir) {
  for (const entry of readdirSync(fromDir, { withFileTypes: true })) {
    const from = path.join(fromDir, entry.name);
    const to = path.join(toDir, entry.name);
    if (entry.isDirectory()) copyAssets(from, to);
    else if (!entry.name.endsWith('.ts')) {
      mkdirSync(toDir, { recursive: true });
      cpSync(from, to);
    }
  }
}

writeFileSync(
  path.join(dist, 'package.json'),
  JSON.stringify({ name: 'venue-dist', private: true, type: 'module' }, null, 2) + '\n',
);

const linkDir = path.join(dist, 'node_modules', '@venue');
mkdirSync(linkDir, { recursive: true });
const workspaces = [];
for (const group of ['packages', 'services']) {
  for (const name of readdirSync(path.join(dist, group))) {
    const source = path.join(root, group, name);
    const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
    const { devDependencies: _dev, ...runtime } = manifest;
    runtime.exports = toJs(manifest.exports);
    if (manifest.main) runtime.main = toJs(manifest.main);
    writeFileSync(path.join(dist, group, name, 'package.json'), JSON.stringify(runtime, null, 2) + '\n');
    copyAssets(path.join(source, 'src'), path.join(dist, group, name, 'src'));
    const link = path.join(linkDir, manifest.name.replace('@venue/', ''));
    if (!existsSync(link)) symlinkSync(path.relative(linkDir, path.join(dist, group, name)), link);
    workspaces.push(manifest.name);
  }
}
cpSync(path.join(root, 'proto'), path.join(dist, 'proto'), { recursive: true });
console.log(`dist/ ready: ${workspaces.join(', ')}`);
