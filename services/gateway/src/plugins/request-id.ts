// x-request-id: taken from the client when it is a sensible token, made up otherwise; it is the
// Fastify request id (every log line of the request carries it as request_id), it is sent back
// on every answer, and it travels on to the services in gRPC metadata (callContext).
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { acceptRequestId, REQUEST_ID_HEADER } from '@venue/platform';

/** Fastify server options: how a request gets its id, and the log field that carries it. */
export const requestIdOptions = {
  requestIdHeader: false as const,
  logController: new LogController({ requestIdLogLabel: 'request_id' }),
  genReqId: (request: IncomingMessage) => acceptRequestId(request.headers[REQUEST_ID_HEADER]),
};

export default fp(async function requestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
