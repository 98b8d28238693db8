// How the profile readers (profile-top.ts, heap-top.ts) name a V8 profile's call frames: a
// function with its file (shortened to the package or the project's path) and line, and the
// package or source area the file belongs to.
import { fileURLToPath } from 'node:url';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function shortUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) return path.slice(modules + 1);
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

/** node_modules/<package>, node:internal, (native), or the project's top folders. */
export function area(url: string): string {
  const path = shortUrl(url);
  if (path === '') return '(native / V8)';
  const inModules = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return inModules[1]!;
  if (path.startsWith('node:')) return path.split('/').slice(0, 2).join('/');
  return path.split('/').slice(0, 3).join('/');
}

/** The function and where it is: `name file:line` (lines counted from 1). */
export function frameLabel({ functionName, url, lineNumber }: CallFrame): string {
  const where = url ? ` ${shortUrl(url)}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
}

/** Whether the frame is the project's own code (its sources or their build). */
export const isProjectFrame = (frame: CallFrame) =>
  /^(dist\/)?(services|packages|bench|scripts)\//.test(shortUrl(frame.url));
