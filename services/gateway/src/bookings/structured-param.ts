// Structured parameters arrive in several encodings: JSON bodies carry objects and arrays,
// form bodies carry PHP-style brackets (objects keyed by index), and some clients send a JSON
// string or a PHP-serialized string of the same structure. These helpers turn all of them into
// plain values, with 400s that name the parameter.
import { unserialize } from 'php-serialize';
import { invalid } from '@venue/platform';

/** An object or array as sent, or decoded from a JSON or PHP-serialized string. */
export function decodeStructure(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      throw invalid(`${name} is not valid JSON`);
    }
  }
  if (/^[aO]:\d+:/.test(text)) {
    try {
      return unserialize(text);
    } catch {
      throw invalid(`${name} is not a valid serialized array`);
    }
  }
  throw invalid(`${name} must be an object, an array, or a JSON or serialized string of one`);
}

export function asObject(name: string, value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid(`${name} must be an object`);
  return value as Record<string, unknown>;
}

/** An array, or an object keyed by 0, 1, 2… (form brackets, PHP arrays), as an array. */
export function asList(name: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.every(([key]) => /^\d+$/.test(key))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
    }
  }
  throw invalid(`${name} must be an array`);
}

export function asText(name: string, value: unknown, { required = false, max = 255 } = {}): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw invalid(`${name} is required`);
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`${name} must be a string`);
  const text = String(value);
  if (text.length > max) throw invalid(`${name} is longer than ${max} characters`);
  return text;
}

export function asInteger(name: string, value: unknown, { required = false, min = 0, max = 2_147_483_647 } = {}): number | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw invalid(`${name} is required`);
    return undefined;
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) throw invalid(`${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/** 0/1 flags, also as booleans or "on". */
export function asFlag(name: string, value: unknown, fallback = false): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === 1 || value === '1' || value === true || value === 'true' || value === 'on') return true;
  if (value === 0 || value === '0' || value === false || value === 'false') return false;
  throw invalid(`${name} must be 0 or 1`);
}
