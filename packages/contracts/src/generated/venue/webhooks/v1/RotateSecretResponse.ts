// Original file: proto/venue/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface RotateSecretResponse {
  'secret'?: (string);
  'previous_secret_until_ms'?: (number | string | Long);
}

export interface RotateSecretResponse__Output {
  'secret': (string);
  'previous_secret_until_ms': (number);
}
