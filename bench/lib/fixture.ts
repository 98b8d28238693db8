// The data the benchmark reads: a fresh database with every migration, one manager whose key
// is never limited (cooldown 0, huge daily quota), and one resource with a place.
import { createDb } from '@venue/platform';
import { createManager } from '@venue/gateway';
import { createTestDatabase, type TestDatabase } from '@venue/testing';

export type { TestDatabase };

export function createBenchDatabase(): Promise<TestDatabase> {
  return createTestDatabase();
}

export async function createBenchManager(
  databaseUrl: string,
): Promise<{ managerId: number; apiKey: string }> {
  const db = createDb<unknown>({ url: databaseUrl, schema: 'gateway', max: 1 }) as unknown as Parameters<
    typeof createManager
  >[0];
  try {
    const created = await createManager(db, {
      email: `bench.${process.pid}.${Date.now()}@example.test`,
      company: 'Bench GmbH',
      timezone: 'Europe/Berlin',
      cooldownMs: 0,
      dailyQuota: 100_000_000,
    });
    return { managerId: created.manager_id, apiKey: created.api_key };
  } finally {
    await db.destroy();
  }
}

export const BENCH_RESOURCE = {
  title: 'Bench Hall',
  street_hnr: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
  contact_person: 'Erika Mustermann',
  phone: '+49 30 1234567',
  public_comment: 'Created by npm run bench',
};

/** Creates the resource through the running gateway (resource_add), so the path is proven end to end. */
export async function createBenchResource(gatewayUrl: string, apiKey: string): Promise<number> {
  const response = await fetch(`${gatewayUrl}/api/v2/resource_add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_secret_key: apiKey, ...BENCH_RESOURCE }),
  });
  const body = (await response.json()) as { success?: boolean; data?: { id?: number } };
  if (response.status !== 200 || !body.success || typeof body.data?.id !== 'number') {
    throw new Error(`resource_add answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.data.id;
}

/** One GET that must answer 200 with the bench resource, before any load is sent. */
export async function checkAnswer(name: string, url: string): Promise<void> {
  const response = await fetch(url);
  const text = await response.text();
  if (
    response.status !== 200 ||
    !text.includes(BENCH_RESOURCE.city) ||
    !text.includes(BENCH_RESOURCE.title)
  ) {
    throw new Error(`${name} check failed: ${response.status} ${text.slice(0, 300)}`);
  }
}
