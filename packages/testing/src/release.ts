// The last recorded release (releases/<version>.json, the newest) checked out beside this one, to
// run its services against this commit's (the version skew tests): a git worktree at the release's
// commit, made once per commit and checkout under the system's temp directory, whose node_modules links every
// installed package but the workspace ones (@venue/*), which point at the release's own code. A package
// the release needs that this commit no longer does stays a devDependency here until a newer release
// is recorded (xmlbuilder2: the 1.0.0 gateway writes its XML with it).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ReleaseCheckout {
  version: string;
  commit: string;
  /** The worktree's root: services/<name>/src/main.ts are the release's entry points. */
  root: string;
}

/** The newest release recorded in releases/. */
export function lastRelease(): { version: string; commit: string } {
  const [newest] = readdirSync(path.join(ROOT, 'releases'))
    .map((name) => /^(\d+)\.(\d+)\.(\d+)\.json$/.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]) || Number(b[2]) - Number(a[2]) || Number(b[3]) - Number(a[3]));
  if (!newest) throw new Error('no release recorded in releases/');
  const version = `${newest[1]}.${newest[2]}.${newest[3]}`;
  const { commit } = JSON.parse(readFileSync(path.join(ROOT, 'releases', `${version}.json`), 'utf8')) as { commit: string };
  return { version, commit };
}

/** The last release's worktree, made if missing (needs the git history: a clone, not an export). */
export function checkOutLastRelease(): ReleaseCheckout {
  const { version, commit } = lastRelease();
  // One per release and checkout: its node_modules links point into this checkout's.
  const root = path.join(tmpdir(), `venue-release-${commit.slice(0, 12)}-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);
  // Written last: a checkout an interrupted run left half made is made again.
  const complete = path.join(root, 'node_modules', '.venue-release-complete');
  if (!existsSync(complete)) {
    execFileSync('git', ['-C', ROOT, 'worktree', 'prune']);
    if (!existsSync(path.join(root, 'package.json'))) execFileSync('git', ['-C', ROOT, 'worktree', 'add', '--force', '--detach', root, commit], { stdio: 'ignore' });
    const modules = path.join(root, 'node_modules');
    mkdirSync(path.join(modules, '@venue'), { recursive: true });
    for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
      if (entry !== '@venue' && !existsSync(path.join(modules, entry))) symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
    }
    for (const group of ['packages', 'services']) {
      for (const name of readdirSync(path.join(root, group))) {
        const link = path.join(modules, '@venue', name);
        if (!existsSync(link)) symlinkSync(path.join(root, group, name), link);
      }
    }
    writeFileSync(complete, `${commit}\n`);
  }
  return { version, commit, root };
}
