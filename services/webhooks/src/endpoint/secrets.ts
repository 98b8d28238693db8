// Signing secrets in the Standard Webhooks form (standardwebhooks.com): "whsec_" and a base64 key
// of 32 random bytes. The standardwebhooks package signs, as receivers' copies of it verify.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** How long the secret before a rotation still signs: receivers switch over within it. */
export const PREVIOUS_SECRET_SIGNS_MS = 24 * 60 * 60 * 1000;

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The webhook-signature header: "v1,<base64 HMAC-SHA256 of id.timestamp.body>" with each secret
 * that signs now, space-separated (a receiver accepts any one it knows).
 */
export function signatureHeader(secrets: readonly string[], webhookId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(webhookId, at, body)).join(' ');
}

/** The secrets that sign now: the current one, and the one before it within its 24 hours. */
export function signingSecrets(
  endpoint: { secret: string; previous_secret: string | null; previous_secret_until: Date | null },
  now: Date,
): string[] {
  const previousSigns = endpoint.previous_secret && endpoint.previous_secret_until && endpoint.previous_secret_until > now;
  return previousSigns ? [endpoint.secret, endpoint.previous_secret!] : [endpoint.secret];
}
