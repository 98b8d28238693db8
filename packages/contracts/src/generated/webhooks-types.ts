// Generated: every message type of venue/webhooks/v1/webhooks.proto.
export type * from './venue/webhooks/v1/AddWebhookRequest';
export type * from './venue/webhooks/v1/AddWebhookResponse';
export type * from './venue/webhooks/v1/Attempt';
export type * from './venue/webhooks/v1/DeleteWebhookResponse';
export type * from './venue/webhooks/v1/Delivery';
export type * from './venue/webhooks/v1/DeliveryState';
export type * from './venue/webhooks/v1/ListDeliveriesRequest';
export type * from './venue/webhooks/v1/ListDeliveriesResponse';
export type * from './venue/webhooks/v1/ListWebhooksRequest';
export type * from './venue/webhooks/v1/ListWebhooksResponse';
export type * from './venue/webhooks/v1/ManagerProfile';
export type * from './venue/webhooks/v1/RedeliverRequest';
export type * from './venue/webhooks/v1/RedeliverResponse';
export type * from './venue/webhooks/v1/RotateSecretResponse';
export type * from './venue/webhooks/v1/Webhook';
export type * from './venue/webhooks/v1/WebhookRef';
export type * from './venue/webhooks/v1/WebhooksService';
