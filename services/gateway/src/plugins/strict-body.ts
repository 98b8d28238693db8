// Request bodies are read as strictly as query strings and form bodies (php-query.ts): a JSON body
// whose bytes are not UTF-8 is a 400 naming the parameter that held them (Fastify's own parser
// would have stored them as U+FFFD), and a body in a Content-Encoding the gateway does not decode
// is a 415 before it is read (it was read as plain text, so a gzipped body was taken as garbage).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '@venue/platform';
import { failure, badValueIn } from './envelope.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a body, or undefined when its bytes are not UTF-8. */
function utf8(body: Buffer): string | undefined {
  try {
    return strictUtf8.decode(body);
  } catch {
    return undefined;
  }
}

export default fp(async function strictBody(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      return reply.status(415).send(failure(`Content-Encoding "${encoding}" is not supported: send the body unencoded`));
    }
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const text = utf8(body);
    if (text !== undefined) return parseJson(request, text, done);
    // Read as Fastify would (U+FFFD for what is not UTF-8), only to name the parameter.
    parseJson(request, body.toString('utf8'), (error, parsed) => {
      if (error) return done(error, undefined);
      const where = badValueIn(parsed, (value) => typeof value === 'string' && value.includes('\uFFFD'))?.parameter ?? 'the body';
      done(invalid(`${where}: the bytes of the text are not UTF-8`), undefined);
    });
  });
});
