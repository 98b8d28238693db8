// docs/architecture.md names files and code symbols; every one of them must exist, so that the page
// cannot drift from the code unnoticed. What is checked, token by token (the text between
// backticks; table rows and other lines alike):
// - A path is a token with a `/` or a file extension (`.ts`, `.proto`, …), not starting with `.`
//   or `../` (a suffix such as `.repository.ts`, or a file outside the repository). It must exist
//   relative to the repository root, to the folder its section's heading names (`services/gateway/src/`),
//   to any folder another heading names (sections without one), or to the folder of the path
//   before it on the same line (`bus/outbox.ts`, `relay.ts`). `<name>` and `*` match any name part.
// - A symbol is a token shaped like an identifier (`toAddBookingRequest`, `booking_add`, `ok`).
//   In a table's `file` column, a symbol after a file must occur as a whole word in that file (the
//   last one named before it in the cell: "`booking/booking.service.ts` `addBooking`"); anywhere
//   else it must occur as a whole word somewhere in the sources (packages/, services/, proto/,
//   scripts/). Table cells are split at every `|`, so a token must not hold one.
// - Anything else (`x-manager-id`, `{data:…}`, `booking.created`) is prose and not checked.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const PAGE = 'docs/architecture.md';
const SOURCE_ROOTS = ['packages', 'services', 'proto', 'scripts'];
const SOURCE_FILE = /\.(ts|mjs|js|proto|lua)$/;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const EXTENSION = /\.(ts|mjs|js|proto|lua|json|yaml|md)$/;
const isPath = (token: string) => !token.startsWith('.') && (token.includes('/') || EXTENSION.test(token));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules') return [];
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Whether a path (placeholders `<name>` and `*` matching any name part) exists under a folder. */
function existsUnder(folder: string, relative: string): boolean {
  if (!/[<*]/.test(relative)) return existsSync(path.join(ROOT, folder, relative));
  const pattern = relative
    .replace(/\/$/, '')
    .split('/')
    .map(
      (part) => new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>|\*/g, '[^/]+')}$`),
    );
  let matches = [path.join(ROOT, folder)];
  for (const part of pattern) {
    matches = matches.flatMap((dir) =>
      existsSync(dir) && statSync(dir).isDirectory()
        ? readdirSync(dir)
            .filter((entry) => part.test(entry))
            .map((entry) => path.join(dir, entry))
        : [],
    );
  }
  return matches.length > 0;
}

const sources = SOURCE_ROOTS.flatMap((root) => filesUnder(path.join(ROOT, root)))
  .filter((file) => SOURCE_FILE.test(file))
  .map((file) => readFileSync(file, 'utf8'));
const word = (symbol: string) => new RegExp(`(^|[^\\w$])${symbol.replace(/\$/g, '\\$')}($|[^\\w$])`);

test(`every file and symbol ${PAGE} names exists`, () => {
  const lines = readFileSync(path.join(ROOT, PAGE), 'utf8').split('\n');
  const headingFolder = (line: string) => /^#.*\(`([^`]+\/)`\)/.exec(line)?.[1];
  const allFolders = lines.map(headingFolder).filter((folder): folder is string => folder !== undefined);
  const missing: string[] = [];
  let sectionFolder: string | undefined;
  let fileColumn = -1; // of the current table
  let checked = 0;
  for (const line of lines) {
    if (line.startsWith('#')) {
      sectionFolder = headingFolder(line);
      continue;
    }
    let previousPath: string | undefined; // resolved, on this line
    const cells = line.startsWith('|') ? line.split('|').map((cell) => cell.trim()) : [line];
    if (!line.startsWith('|')) fileColumn = -1;
    else if (fileColumn < 0) fileColumn = cells.indexOf('file');
    for (const [column, cell] of cells.entries()) {
      let fileInCell: string | undefined; // in the file column only
      for (const [, token] of cell.matchAll(/`([^`]+)`/g)) {
        if (isPath(token!) && !token!.startsWith('../')) {
          const folders = [
            '',
            ...(sectionFolder ? [sectionFolder] : allFolders),
            ...(previousPath ? [path.dirname(previousPath)] : []),
          ];
          const folder = folders.find((candidate) => existsUnder(candidate, token!));
          checked += 1;
          if (folder === undefined) {
            missing.push(`file ${token}`);
            fileInCell = undefined;
            continue;
          }
          previousPath = path.join(folder, token!);
          const full = path.join(ROOT, previousPath);
          fileInCell =
            column === fileColumn && !/[<*]/.test(token!) && statSync(full).isFile() ? full : undefined;
        } else if (IDENTIFIER.test(token!)) {
          checked += 1;
          const found = fileInCell
            ? word(token!).test(readFileSync(fileInCell, 'utf8'))
            : sources.some((text) => word(token!).test(text));
          if (!found)
            missing.push(`symbol ${token}${fileInCell ? ` in ${path.relative(ROOT, fileInCell)}` : ''}`);
        }
      }
    }
  }
  assert.ok(checked > 50, `only ${checked} names checked: has the page's format changed?`);
  assert.deepEqual(missing, [], `${PAGE} names what does not exist`);
});
