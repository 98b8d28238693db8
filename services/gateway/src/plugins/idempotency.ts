// Idempotent writes, as Stripe does them: a POST may carry an Idempotency-Key header (or an
// idempotency_key parameter, for form clients). The first request with a key runs and its answer
// is kept for 24 hours; the same key with the same parameters gets that answer again, status
// included, without anything being done again; with other parameters it is a 422; while the first
// request still runs, another one with its key gets a 409. Keys belong to the manager.
//
// An answer of 5xx is not kept: the key is freed so that the retry runs. The key also travels
// with the request's calls to the services, which record each write under it in the write's own
// transaction (platform idempotent-writes.ts): a retry after a 5xx whose write did commit (the
// deadline passed as it committed, the connection was reset, the service was killed after its
// commit) finds that record and is answered from it, marked replayed, instead of writing again.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import stringify from 'safe-stable-stringify';
import { conflict, counter, invalid, refused } from '@venue/platform';
import type { Db } from '../database.ts';
import {
  claimKey,
  deleteExpiredKeys,
  findKey,
  releaseKey,
  storeAnswer,
} from '../idempotency/idempotency.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its answer is stored under it (onSend). */
    idempotency: { managerId: number; key: string; replayed?: boolean } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_PARAM = 'idempotency_key';
/** Set on an answer replayed from an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_RULE = {
  minLength: 1,
  maxLength: 255,
  // Visible ASCII: a key is an opaque token (a UUID, typically), and the header cannot carry more.
  pattern: '^[!-~]+$',
};
const KeyParam = Type.Optional(
  Type.String({
    ...KEY_RULE,
    description: 'Idempotency key (for form clients; same as the Idempotency-Key header)',
  }),
);
const KeyHeader = Type.Optional(
  Type.String({
    ...KEY_RULE,
    description: 'A retried request with the same key and parameters gets the first answer again (24 hours)',
  }),
);
const KEY_PATTERN = new RegExp(KEY_RULE.pattern);

/** Parameters the fingerprint leaves out: they say who asks and how, not what is asked. */
const NOT_FINGERPRINTED = new Set(['api_secret_key', IDEMPOTENCY_PARAM]);
const EXPIRED_SWEEP_MS = 60 * 60 * 1000;

const outcomes = counter({
  name: 'idempotency_requests_total',
  help: 'POSTs with an idempotency key, by outcome (ran, replayed, replayed_by_service, mismatch 422, in_progress 409, released after a 5xx)',
  labelNames: ['outcome'] as const,
});

function paramsOf(source: unknown): Record<string, unknown> {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return {};
  return Object.fromEntries(Object.entries(source).filter(([name]) => !NOT_FINGERPRINTED.has(name)));
}

/** The request's key: the header, or the parameter where the API key travels (body, else query). */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const source = request.body !== undefined && request.body !== null ? request.body : request.query;
  const param = (source as Record<string, unknown> | undefined)?.[IDEMPOTENCY_PARAM];
  const key = typeof header === 'string' ? header : typeof param === 'string' ? param : undefined;
  if (key === undefined) return undefined;
  // The schemas check both where a route has them; this keeps the rule for every POST.
  if (key.length > KEY_RULE.maxLength || !KEY_PATTERN.test(key)) {
    throw invalid(`${IDEMPOTENCY_PARAM} must be 1 to ${KEY_RULE.maxLength} visible ASCII characters`);
  }
  if (typeof header === 'string' && typeof param === 'string' && header !== param) {
    throw invalid(`the Idempotency-Key header and the ${IDEMPOTENCY_PARAM} parameter differ`);
  }
  return key;
}

/** SHA-256 of what the request asks: method, route, path, query and body parameters. */
function fingerprintOf(request: FastifyRequest): Buffer {
  const asked = stringify([
    request.method,
    request.routeOptions.url,
    request.params,
    paramsOf(request.query),
    paramsOf(request.body),
  ]);
  return createHash('sha256')
    .update(asked ?? '')
    .digest();
}

/** What every POST's description in the OpenAPI document advises. */
export const KEY_ADVICE =
  'Send an Idempotency-Key header (or idempotency_key) with every write: a retry with the same key after a timeout (504), a 503 or a lost connection is done at most once, and answered as the first time.';

/** Shows the key in the OpenAPI document and validates it with the rest (POST routes only). */
function documentKey(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('POST')) return;
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  schema.description = typeof schema.description === 'string' ? `${schema.description}\n\n${KEY_ADVICE}` : KEY_ADVICE;
  const body = schema.body as { properties?: Record<string, unknown> } | undefined;
  if (body?.properties)
    schema.body = { ...body, properties: { ...body.properties, [IDEMPOTENCY_PARAM]: KeyParam } };
  if (schema.headers === undefined) schema.headers = Type.Object({ [IDEMPOTENCY_HEADER]: KeyHeader });
}

async function replayOrRefuse(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; leaseMs: number },
): Promise<FastifyReply | undefined> {
  const { db } = deps;
  const key = keyOf(request);
  if (key === undefined || !request.auth) return undefined;
  const { managerId } = request.auth;
  const fingerprint = fingerprintOf(request);
  // A key freed or expired between the claim and the read is claimed again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await claimKey(db, managerId, key, fingerprint, deps.leaseMs)) {
      request.idempotency = { managerId, key };
      return undefined;
    }
    const stored = await findKey(db, managerId, key);
    if (!stored) continue;
    if (!stored.fingerprint.equals(fingerprint)) {
      outcomes.inc({ outcome: 'mismatch' });
      throw refused('this Idempotency-Key was used with other parameters; use a new key for a new request');
    }
    if (stored.status === null || stored.response === null) {
      outcomes.inc({ outcome: 'in_progress' });
      throw conflict('a request with this Idempotency-Key is still running; retry when it has been answered');
    }
    outcomes.inc({ outcome: 'replayed' });
    return reply
      .status(stored.status)
      .type('application/json; charset=utf-8')
      .header(REPLAYED_HEADER, 'true')
      .send(stored.response);
  }
  throw conflict('this Idempotency-Key is changing hands; retry');
}

export function idempotentWrites(app: FastifyInstance, deps: { db: Db; grpcDeadlineMs: number }): void {
  // How long a running request holds its key before its gateway is taken to have died: past any call.
  const leaseMs = Math.max(60_000, 4 * deps.grpcDeadlineMs);
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', documentKey);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    return replayOrRefuse(request, reply, { db: deps.db, leaseMs });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    try {
      if (reply.statusCode >= 500 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
        outcomes.inc({ outcome: 'released' });
        await releaseKey(deps.db, claim.managerId, claim.key);
      } else {
        if (claim.replayed) reply.header(REPLAYED_HEADER, 'true');
        outcomes.inc({ outcome: claim.replayed ? 'replayed_by_service' : 'ran' });
        await storeAnswer(deps.db, claim.managerId, claim.key, reply.statusCode, payload.toString());
      }
    } catch (error) {
      // The answer reflects what was done; it goes out. The key stays held until its lease ends.
      request.log.error({ err: error }, 'could not keep the answer of an idempotent request');
    }
    return payload;
  });

  const sweep = setInterval(() => {
    deleteExpiredKeys(deps.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete expired idempotency keys'),
    );
  }, EXPIRED_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
