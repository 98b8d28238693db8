// Query strings and form bodies as PHP clients send them: nested brackets (customfields[3]=10,
// address[0][city]=…) and appended lists (resource_parts[4][]=5&resource_parts[4][]=6).
import qs from 'qs';

// parseArrays off: customfields[3]=10 must stay an object keyed by id, not become a sparse array.
const QS_OPTIONS = { depth: 5, parseArrays: false, parameterLimit: 2000 };

const APPEND = /\[\]$/;

/**
 * With parseArrays off, qs reads `a[]=1&a[]=2` as {a: {0: ['1', '2']}}. PHP numbers appended
 * entries 0, 1, 2…, so each `name[]` becomes `name[<n>]` with a counter per name: the same
 * object keyed by index that the indexed form gives, and that every list reader accepts.
 */
function numberAppendedKeys(text: string): string {
  if (!text.includes('[]') && !/%5B%5D/i.test(text)) return text;
  const counters = new Map<string, number>();
  return text
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      // Brackets may arrive percent-encoded; qs decodes them alike, so count them alike.
      const key = (equals < 0 ? pair : pair.slice(0, equals)).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
      const match = APPEND.exec(key);
      if (!match) return pair;
      const name = key.slice(0, match.index);
      const index = counters.get(name) ?? 0;
      counters.set(name, index + 1);
      return `${name}[${index}]${equals < 0 ? '' : pair.slice(equals)}`;
    })
    .join('&');
}

export function parsePhpQuery(text: string): Record<string, unknown> {
  return qs.parse(numberAppendedKeys(text), QS_OPTIONS) as Record<string, unknown>;
}
