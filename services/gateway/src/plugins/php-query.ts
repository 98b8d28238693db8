// Query strings and form bodies as PHP clients send them: nested brackets (customfields[3]=10,
// address[0][city]=…) and appended lists (resource_parts[4][]=5&resource_parts[4][]=6).
//
// Nothing is dropped or mangled silently: more than PARAMETER_LIMIT parameters, a malformed
// percent-escape (%zz, a lone %) or bytes that are not UTF-8 (%E9, or raw bytes a form body
// carries) make the request a 400. The parser cannot answer itself (Fastify calls it for the
// query string while routing, where a throw is not caught), so it returns an empty result that
// carries the fault (parseFault), and the envelope plugin refuses the request before anything
// reads it.
import qs from 'qs';

/** The most parameters a query string or form body may have. */
export const PARAMETER_LIMIT = 2000;

const APPEND = /\[\]$/;

/** What was wrong with a query string or form body; the envelope names where it was. */
export type ParseFault = 'too_many_parameters' | 'malformed_encoding';

const FAULT = Symbol('php-query fault');

class MalformedEncoding extends Error {}

/** application/x-www-form-urlencoded decoding ('+' is a blank), refusing what is not UTF-8. */
function strictDecode(text: string): string {
  const plain = text.replaceAll('+', ' ');
  if (!plain.includes('%')) return plain;
  try {
    return decodeURIComponent(plain);
  } catch {
    throw new MalformedEncoding();
  }
}

// parseArrays off: customfields[3]=10 must stay an object keyed by id, not become a sparse array.
// The parameter count is checked before qs runs, so its own limit is never what cuts a request.
const QS_OPTIONS = { depth: 5, parseArrays: false, parameterLimit: Infinity, decoder: strictDecode };

/**
 * With parseArrays off, qs reads `a[]=1&a[]=2` as {a: {0: ['1', '2']}}. PHP numbered appended
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

/** Parameters (non-empty pieces between '&'), counting no further than one past the limit. */
function tooManyParameters(text: string): boolean {
  let count = 0;
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('&', start);
    const stop = end < 0 ? text.length : end;
    if (stop > start && (count += 1) > PARAMETER_LIMIT) return true;
    if (end < 0) break;
    start = end + 1;
  }
  return false;
}

function faulty(fault: ParseFault): Record<string, unknown> {
  return Object.defineProperty({}, FAULT, { value: fault, enumerable: false });
}

export function parsePhpQuery(text: string): Record<string, unknown> {
  if (tooManyParameters(text)) return faulty('too_many_parameters');
  // Raw bytes that were not UTF-8 arrive as U+FFFD (a form body is decoded as UTF-8 before it
  // gets here); a client meaning U+FFFD percent-encodes it.
  if (text.includes('\uFFFD')) return faulty('malformed_encoding');
  try {
    return qs.parse(numberAppendedKeys(text), QS_OPTIONS) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof MalformedEncoding) return faulty('malformed_encoding');
    throw error;
  }
}

/** The fault of a parsed query string or form body, if parsePhpQuery refused it. */
export function parseFault(parsed: unknown): ParseFault | undefined {
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  return (parsed as { [FAULT]?: ParseFault })[FAULT];
}

/** The 400 message of a fault, naming where it was ("the query string", "the body"). */
export function parseFaultMessage(fault: ParseFault, where: string): string {
  return fault === 'too_many_parameters'
    ? `${where} has more than ${PARAMETER_LIMIT} parameters; at most ${PARAMETER_LIMIT} are accepted`
    : `${where} is not valid: a percent-escape is malformed or the bytes are not UTF-8`;
}
