// A manager created through the gateway's admin functions, with requests bound to its API key.
import type { ApiAnswer, TestStack } from './stack.ts';

export interface ManagerOptions {
  timezone?: string;
  cooldownMs?: number;
  dailyQuota?: number;
}

export interface TestManager {
  managerId: number;
  apiKey: string;
  timezone: string;
  /** GET with the key in the query string. */
  get(path: string, query?: Record<string, string | number | boolean>): Promise<ApiAnswer>;
  /** POST with the key in the body (JSON by default, form-encoded with { form: true }). */
  post(
    path: string,
    body: Record<string, unknown>,
    options?: { form?: boolean; headers?: Record<string, string> },
  ): Promise<ApiAnswer>;
}

/** A new manager (time zone Europe/Berlin unless given) and its key. */
export async function newManager(stack: TestStack, options: ManagerOptions = {}): Promise<TestManager> {
  const timezone = options.timezone ?? 'Europe/Berlin';
  const { managerId, apiKey } = await stack.createManager({ ...options, timezone });
  return {
    managerId,
    apiKey,
    timezone,
    get: (path, query = {}) => stack.get(path, { ...query, api_secret_key: apiKey }),
    post: (path, body, postOptions = {}) =>
      stack.post(path, { ...body, api_secret_key: apiKey }, postOptions),
  };
}
