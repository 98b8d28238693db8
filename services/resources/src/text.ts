// Rules shared by every free-text input of the service.
import { invalid } from '@venue/platform';

/**
 * A text field within its length, and storable: Postgres text cannot hold the NUL character, so
 * a value with one is malformed input (400), not a failed insert (500).
 */
export function checkText(field: string, value: string | undefined, max: number): void {
  if (value === undefined) return;
  if (value.includes('\u0000')) throw invalid(`${field} must not contain NUL characters`);
  if (value.length > max) throw invalid(`${field} is longer than ${max} characters`);
}
