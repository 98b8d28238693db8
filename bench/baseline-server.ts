// The benchmark's baseline: one plain Fastify process that reads the same row as
// GET /api/v2/resource/:id (a primary-key select of the resource joined to its place) with pg and
// answers JSON. No auth, no rate limit, no gRPC hop, no logging: the floor the stack is compared to.
// Environment: DATABASE_URL, PORT, HOST, DB_POOL_MAX (default 10, as the services).
import Fastify from 'fastify';
import pg from 'pg';

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX || 10),
});

const DETAIL = `
  select r.id, r.manager_id, r.title, r.image, r.category_id,
         p.street_hnr, p.zip, p.city, p.country, r.phone, r.fax, r.public_comment
    from resources.resource r
    left join resources.place p on p.id = r.place_id
   where r.id = $1`;

const app = Fastify({ logger: false });

app.get('/readyz', async () => {
  await pool.query('select 1');
  return { status: 'ready' };
});

app.get<{ Params: { id: string } }>('/resource/:id', async (request, reply) => {
  const id = Number(request.params.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    return reply.status(400).send({ success: false, error: 'invalid id' });
  const { rows } = await pool.query(DETAIL, [id]);
  if (rows.length === 0) return reply.status(404).send({ success: false, error: 'not found' });
  return { success: true, data: rows[0], total: 1 };
});

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) process.exit(1);
  closing = true;
  await app.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: Number(process.env.PORT || 0), host: process.env.HOST || '127.0.0.1' });
