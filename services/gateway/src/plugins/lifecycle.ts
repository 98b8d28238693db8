// The gateway's shutdown state. Once it drains (server.ts stop()), readiness fails (routes/health)
// and every answer says Connection: close, so that keep-alive clients move to another replica and
// each connection ends with the request it carries: the server can then close as soon as the
// requests in flight are answered, instead of waiting for idle keep-alive sockets to time out.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  draining: boolean;
}

export default fp<{ lifecycle: Lifecycle }>(async function lifecycle(app: FastifyInstance, { lifecycle }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
});
