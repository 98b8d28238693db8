// Holds a manager's catalog reuse off in the bench: without a version row the resources service
// answers no version (platform's owner-versions.ts), so nothing read of the catalog is reused and
// every read goes to the resources service, as it did before reuse. The next catalog write
// starts a new version row.
import pg from 'pg';

export async function withoutCatalogReuse<T>(databaseUrl: string, managerId: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from resources.catalog_version where manager_id = $1', [managerId]);
    return await work();
  } finally {
    await client.end();
  }
}
