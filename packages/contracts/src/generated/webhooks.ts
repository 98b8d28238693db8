import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddWebhookRequest as _venue_webhooks_v1_AddWebhookRequest, AddWebhookRequest__Output as _venue_webhooks_v1_AddWebhookRequest__Output } from './venue/webhooks/v1/AddWebhookRequest';
import type { AddWebhookResponse as _venue_webhooks_v1_AddWebhookResponse, AddWebhookResponse__Output as _venue_webhooks_v1_AddWebhookResponse__Output } from './venue/webhooks/v1/AddWebhookResponse';
import type { Attempt as _venue_webhooks_v1_Attempt, Attempt__Output as _venue_webhooks_v1_Attempt__Output } from './venue/webhooks/v1/Attempt';
import type { DeleteWebhookResponse as _venue_webhooks_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _venue_webhooks_v1_DeleteWebhookResponse__Output } from './venue/webhooks/v1/DeleteWebhookResponse';
import type { Delivery as _venue_webhooks_v1_Delivery, Delivery__Output as _venue_webhooks_v1_Delivery__Output } from './venue/webhooks/v1/Delivery';
import type { ListDeliveriesRequest as _venue_webhooks_v1_ListDeliveriesRequest, ListDeliveriesRequest__Output as _venue_webhooks_v1_ListDeliveriesRequest__Output } from './venue/webhooks/v1/ListDeliveriesRequest';
import type { ListDeliveriesResponse as _venue_webhooks_v1_ListDeliveriesResponse, ListDeliveriesResponse__Output as _venue_webhooks_v1_ListDeliveriesResponse__Output } from './venue/webhooks/v1/ListDeliveriesResponse';
import type { ListWebhooksRequest as _venue_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _venue_webhooks_v1_ListWebhooksRequest__Output } from './venue/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _venue_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _venue_webhooks_v1_ListWebhooksResponse__Output } from './venue/webhooks/v1/ListWebhooksResponse';
import type { ManagerProfile as _venue_webhooks_v1_ManagerProfile, ManagerProfile__Output as _venue_webhooks_v1_ManagerProfile__Output } from './venue/webhooks/v1/ManagerProfile';
import type { RedeliverRequest as _venue_webhooks_v1_RedeliverRequest, RedeliverRequest__Output as _venue_webhooks_v1_RedeliverRequest__Output } from './venue/webhooks/v1/RedeliverRequest';
import type { RedeliverResponse as _venue_webhooks_v1_RedeliverResponse, RedeliverResponse__Output as _venue_webhooks_v1_RedeliverResponse__Output } from './venue/webhooks/v1/RedeliverResponse';
import type { RotateSecretResponse as _venue_webhooks_v1_RotateSecretResponse, RotateSecretResponse__Output as _venue_webhooks_v1_RotateSecretResponse__Output } from './venue/webhooks/v1/RotateSecretResponse';
import type { Webhook as _venue_webhooks_v1_Webhook, Webhook__Output as _venue_webhooks_v1_Webhook__Output } from './venue/webhooks/v1/Webhook';
import type { WebhookRef as _venue_webhooks_v1_WebhookRef, WebhookRef__Output as _venue_webhooks_v1_WebhookRef__Output } from './venue/webhooks/v1/WebhookRef';
import type { WebhooksServiceClient as _venue_webhooks_v1_WebhooksServiceClient, WebhooksServiceDefinition as _venue_webhooks_v1_WebhooksServiceDefinition } from './venue/webhooks/v1/WebhooksService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  venue: {
    webhooks: {
      v1: {
        AddWebhookRequest: MessageTypeDefinition<_venue_webhooks_v1_AddWebhookRequest, _venue_webhooks_v1_AddWebhookRequest__Output>
        AddWebhookResponse: MessageTypeDefinition<_venue_webhooks_v1_AddWebhookResponse, _venue_webhooks_v1_AddWebhookResponse__Output>
        Attempt: MessageTypeDefinition<_venue_webhooks_v1_Attempt, _venue_webhooks_v1_Attempt__Output>
        DeleteWebhookResponse: MessageTypeDefinition<_venue_webhooks_v1_DeleteWebhookResponse, _venue_webhooks_v1_DeleteWebhookResponse__Output>
        Delivery: MessageTypeDefinition<_venue_webhooks_v1_Delivery, _venue_webhooks_v1_Delivery__Output>
        DeliveryState: EnumTypeDefinition
        ListDeliveriesRequest: MessageTypeDefinition<_venue_webhooks_v1_ListDeliveriesRequest, _venue_webhooks_v1_ListDeliveriesRequest__Output>
        ListDeliveriesResponse: MessageTypeDefinition<_venue_webhooks_v1_ListDeliveriesResponse, _venue_webhooks_v1_ListDeliveriesResponse__Output>
        ListWebhooksRequest: MessageTypeDefinition<_venue_webhooks_v1_ListWebhooksRequest, _venue_webhooks_v1_ListWebhooksRequest__Output>
        ListWebhooksResponse: MessageTypeDefinition<_venue_webhooks_v1_ListWebhooksResponse, _venue_webhooks_v1_ListWebhooksResponse__Output>
        ManagerProfile: MessageTypeDefinition<_venue_webhooks_v1_ManagerProfile, _venue_webhooks_v1_ManagerProfile__Output>
        RedeliverRequest: MessageTypeDefinition<_venue_webhooks_v1_RedeliverRequest, _venue_webhooks_v1_RedeliverRequest__Output>
        RedeliverResponse: MessageTypeDefinition<_venue_webhooks_v1_RedeliverResponse, _venue_webhooks_v1_RedeliverResponse__Output>
        RotateSecretResponse: MessageTypeDefinition<_venue_webhooks_v1_RotateSecretResponse, _venue_webhooks_v1_RotateSecretResponse__Output>
        Webhook: MessageTypeDefinition<_venue_webhooks_v1_Webhook, _venue_webhooks_v1_Webhook__Output>
        WebhookRef: MessageTypeDefinition<_venue_webhooks_v1_WebhookRef, _venue_webhooks_v1_WebhookRef__Output>
        WebhooksService: SubtypeConstructor<typeof grpc.Client, _venue_webhooks_v1_WebhooksServiceClient> & { service: _venue_webhooks_v1_WebhooksServiceDefinition }
      }
    }
  }
}

