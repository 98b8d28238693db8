// Schema pieces shared by the routes. Every API route accepts api_secret_key where the key may
// travel, so the OpenAPI document shows it.
import { Type, type TProperties } from 'typebox';

export const apiKeyParam = { api_secret_key: Type.Optional(Type.String({ maxLength: 256, description: 'API key' })) };

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const ShortText = (maxLength = 255) => Type.String({ maxLength });

/** An object schema that also accepts the API key. */
export function withApiKey<P extends TProperties>(properties: P) {
  return Type.Object({ ...properties, ...apiKeyParam });
}

export const Envelope = Type.Object({
  data: Type.Unknown(),
  total: Type.Optional(Type.Integer()),
  success: Type.Boolean(),
});
