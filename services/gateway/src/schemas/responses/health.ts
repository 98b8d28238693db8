// Answers of /healthz and /readyz (routes/health.ts): not in the v2 envelope, and hidden from
// the OpenAPI document, but described like every other route.
import { Type } from 'typebox';
import { responses } from './envelope.ts';
import { Exact, OneOf } from './formats.ts';

const RateLimiterMode = OneOf(['redis', 'in-process'], 'in-process while Redis is unreachable');
const Version = Type.String({ pattern: '^\\d+\\.\\d+\\.\\d+$', description: "the gateway's release (semver, CHANGELOG.md)" });

export const Live = Exact({ status: Type.Literal('ok'), version: Version, rate_limiter: RateLimiterMode });
export const Ready = Exact({
  status: Type.Literal('ready'),
  version: Version,
  database: Type.Literal('up'),
  rate_limiter: RateLimiterMode,
});
export const NotReady = Exact({
  status: Type.Literal('unavailable'),
  version: Version,
  database: Type.Literal('down'),
  rate_limiter: RateLimiterMode,
});

export const Draining = Exact({ status: Type.Literal('draining'), version: Version, rate_limiter: RateLimiterMode });

export const healthResponses = {
  'GET /healthz': responses({ 200: Live }),
  'GET /readyz': responses({ 200: Ready, 503: Type.Union([NotReady, Draining]) }),
  'GET /metrics': responses({ 200: Type.String({ description: 'Prometheus text exposition format' }) }),
};
