// Original file: proto/venue/webhooks/v1/webhooks.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddWebhookRequest as _venue_webhooks_v1_AddWebhookRequest, AddWebhookRequest__Output as _venue_webhooks_v1_AddWebhookRequest__Output } from '../../../venue/webhooks/v1/AddWebhookRequest';
import type { AddWebhookResponse as _venue_webhooks_v1_AddWebhookResponse, AddWebhookResponse__Output as _venue_webhooks_v1_AddWebhookResponse__Output } from '../../../venue/webhooks/v1/AddWebhookResponse';
import type { DeleteWebhookResponse as _venue_webhooks_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _venue_webhooks_v1_DeleteWebhookResponse__Output } from '../../../venue/webhooks/v1/DeleteWebhookResponse';
import type { ListDeliveriesRequest as _venue_webhooks_v1_ListDeliveriesRequest, ListDeliveriesRequest__Output as _venue_webhooks_v1_ListDeliveriesRequest__Output } from '../../../venue/webhooks/v1/ListDeliveriesRequest';
import type { ListDeliveriesResponse as _venue_webhooks_v1_ListDeliveriesResponse, ListDeliveriesResponse__Output as _venue_webhooks_v1_ListDeliveriesResponse__Output } from '../../../venue/webhooks/v1/ListDeliveriesResponse';
import type { ListWebhooksRequest as _venue_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _venue_webhooks_v1_ListWebhooksRequest__Output } from '../../../venue/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _venue_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _venue_webhooks_v1_ListWebhooksResponse__Output } from '../../../venue/webhooks/v1/ListWebhooksResponse';
import type { RedeliverRequest as _venue_webhooks_v1_RedeliverRequest, RedeliverRequest__Output as _venue_webhooks_v1_RedeliverRequest__Output } from '../../../venue/webhooks/v1/RedeliverRequest';
import type { RedeliverResponse as _venue_webhooks_v1_RedeliverResponse, RedeliverResponse__Output as _venue_webhooks_v1_RedeliverResponse__Output } from '../../../venue/webhooks/v1/RedeliverResponse';
import type { RotateSecretResponse as _venue_webhooks_v1_RotateSecretResponse, RotateSecretResponse__Output as _venue_webhooks_v1_RotateSecretResponse__Output } from '../../../venue/webhooks/v1/RotateSecretResponse';
import type { WebhookRef as _venue_webhooks_v1_WebhookRef, WebhookRef__Output as _venue_webhooks_v1_WebhookRef__Output } from '../../../venue/webhooks/v1/WebhookRef';

export interface WebhooksServiceClient extends grpc.Client {
  AddWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  AddWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  AddWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  AddWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  addWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  addWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  addWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  addWebhook(argument: _venue_webhooks_v1_AddWebhookRequest, callback: grpc.requestCallback<_venue_webhooks_v1_AddWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteWebhook(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _venue_webhooks_v1_WebhookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _venue_webhooks_v1_WebhookRef, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _venue_webhooks_v1_WebhookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _venue_webhooks_v1_WebhookRef, callback: grpc.requestCallback<_venue_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  ListDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listDeliveries(argument: _venue_webhooks_v1_ListDeliveriesRequest, callback: grpc.requestCallback<_venue_webhooks_v1_ListDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _venue_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_venue_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  
  Redeliver(argument: _venue_webhooks_v1_RedeliverRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  Redeliver(argument: _venue_webhooks_v1_RedeliverRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  Redeliver(argument: _venue_webhooks_v1_RedeliverRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  Redeliver(argument: _venue_webhooks_v1_RedeliverRequest, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _venue_webhooks_v1_RedeliverRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _venue_webhooks_v1_RedeliverRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _venue_webhooks_v1_RedeliverRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  redeliver(argument: _venue_webhooks_v1_RedeliverRequest, callback: grpc.requestCallback<_venue_webhooks_v1_RedeliverResponse__Output>): grpc.ClientUnaryCall;
  
  RotateSecret(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateSecret(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateSecret(argument: _venue_webhooks_v1_WebhookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateSecret(argument: _venue_webhooks_v1_WebhookRef, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _venue_webhooks_v1_WebhookRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _venue_webhooks_v1_WebhookRef, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateSecret(argument: _venue_webhooks_v1_WebhookRef, callback: grpc.requestCallback<_venue_webhooks_v1_RotateSecretResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface WebhooksServiceHandlers extends grpc.UntypedServiceImplementation {
  AddWebhook: grpc.handleUnaryCall<_venue_webhooks_v1_AddWebhookRequest__Output, _venue_webhooks_v1_AddWebhookResponse>;
  
  DeleteWebhook: grpc.handleUnaryCall<_venue_webhooks_v1_WebhookRef__Output, _venue_webhooks_v1_DeleteWebhookResponse>;
  
  ListDeliveries: grpc.handleUnaryCall<_venue_webhooks_v1_ListDeliveriesRequest__Output, _venue_webhooks_v1_ListDeliveriesResponse>;
  
  ListWebhooks: grpc.handleUnaryCall<_venue_webhooks_v1_ListWebhooksRequest__Output, _venue_webhooks_v1_ListWebhooksResponse>;
  
  Redeliver: grpc.handleUnaryCall<_venue_webhooks_v1_RedeliverRequest__Output, _venue_webhooks_v1_RedeliverResponse>;
  
  RotateSecret: grpc.handleUnaryCall<_venue_webhooks_v1_WebhookRef__Output, _venue_webhooks_v1_RotateSecretResponse>;
  
}

export interface WebhooksServiceDefinition extends grpc.ServiceDefinition {
  AddWebhook: MethodDefinition<_venue_webhooks_v1_AddWebhookRequest, _venue_webhooks_v1_AddWebhookResponse, _venue_webhooks_v1_AddWebhookRequest__Output, _venue_webhooks_v1_AddWebhookResponse__Output>
  DeleteWebhook: MethodDefinition<_venue_webhooks_v1_WebhookRef, _venue_webhooks_v1_DeleteWebhookResponse, _venue_webhooks_v1_WebhookRef__Output, _venue_webhooks_v1_DeleteWebhookResponse__Output>
  ListDeliveries: MethodDefinition<_venue_webhooks_v1_ListDeliveriesRequest, _venue_webhooks_v1_ListDeliveriesResponse, _venue_webhooks_v1_ListDeliveriesRequest__Output, _venue_webhooks_v1_ListDeliveriesResponse__Output>
  ListWebhooks: MethodDefinition<_venue_webhooks_v1_ListWebhooksRequest, _venue_webhooks_v1_ListWebhooksResponse, _venue_webhooks_v1_ListWebhooksRequest__Output, _venue_webhooks_v1_ListWebhooksResponse__Output>
  Redeliver: MethodDefinition<_venue_webhooks_v1_RedeliverRequest, _venue_webhooks_v1_RedeliverResponse, _venue_webhooks_v1_RedeliverRequest__Output, _venue_webhooks_v1_RedeliverResponse__Output>
  RotateSecret: MethodDefinition<_venue_webhooks_v1_WebhookRef, _venue_webhooks_v1_RotateSecretResponse, _venue_webhooks_v1_WebhookRef__Output, _venue_webhooks_v1_RotateSecretResponse__Output>
}
