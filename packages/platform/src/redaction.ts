// What log redaction takes for an API key: shared by the loggers and by the request id check.

// The value of a parameter whose name speaks of a key, a secret, a token or a password
// (api_secret_key, key, api-key, apiKey, apisecretkey…), in a query (? &) or matrix-style in a
// path (;api_secret_key=…). The value ends where a key cannot go on: & ; # ? / or a space.
const SECRET_PARAM = /([?&;][^?&;=#/]*(?:key|secret|token|passw)[^?&;=#/]*=)[^&;#?/\s]*/gi;
// Anything shaped like an issued key, wherever it stands: `vk_` and base64url (its `_` perhaps
// percent-encoded), or a run of 32 or more base64url characters (keys issued before the prefix,
// hex keys) mixing letters and digits or cases, which words and numbers do not.
const PREFIXED_KEY = /(?<![A-Za-z0-9_-])vk(?:_|%5f)(?:[A-Za-z0-9_-]|%[0-9a-f]{2}){8,}/gi;
const LONG_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

/** A URL (or any text) with API keys replaced: secret parameters' values and key-shaped tokens. */
export function redactUrl(url: string): string {
  const mixed = (token: string) => [/[a-z]/, /[A-Z]/, /[0-9]/].filter((kind) => kind.test(token)).length >= 2;
  return url
    .replace(SECRET_PARAM, '$1[REDACTED]')
    .replace(PREFIXED_KEY, '[REDACTED]')
    .replace(LONG_TOKEN, (token) => (mixed(token) ? '[REDACTED]' : token));
}
