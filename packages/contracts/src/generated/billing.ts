import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddItemRequest as _venue_billing_v1_AddItemRequest, AddItemRequest__Output as _venue_billing_v1_AddItemRequest__Output } from './venue/billing/v1/AddItemRequest';
import type { AddTariffRequest as _venue_billing_v1_AddTariffRequest, AddTariffRequest__Output as _venue_billing_v1_AddTariffRequest__Output } from './venue/billing/v1/AddTariffRequest';
import type { AddTaxRateRequest as _venue_billing_v1_AddTaxRateRequest, AddTaxRateRequest__Output as _venue_billing_v1_AddTaxRateRequest__Output } from './venue/billing/v1/AddTaxRateRequest';
import type { AddTaxRuleRequest as _venue_billing_v1_AddTaxRuleRequest, AddTaxRuleRequest__Output as _venue_billing_v1_AddTaxRuleRequest__Output } from './venue/billing/v1/AddTaxRuleRequest';
import type { BillingServiceClient as _venue_billing_v1_BillingServiceClient, BillingServiceDefinition as _venue_billing_v1_BillingServiceDefinition } from './venue/billing/v1/BillingService';
import type { BookedInstance as _venue_billing_v1_BookedInstance, BookedInstance__Output as _venue_billing_v1_BookedInstance__Output } from './venue/billing/v1/BookedInstance';
import type { BookingPrice as _venue_billing_v1_BookingPrice, BookingPrice__Output as _venue_billing_v1_BookingPrice__Output } from './venue/billing/v1/BookingPrice';
import type { CheckSelectionsRequest as _venue_billing_v1_CheckSelectionsRequest, CheckSelectionsRequest__Output as _venue_billing_v1_CheckSelectionsRequest__Output } from './venue/billing/v1/CheckSelectionsRequest';
import type { CheckSelectionsResponse as _venue_billing_v1_CheckSelectionsResponse, CheckSelectionsResponse__Output as _venue_billing_v1_CheckSelectionsResponse__Output } from './venue/billing/v1/CheckSelectionsResponse';
import type { CustomerItem as _venue_billing_v1_CustomerItem, CustomerItem__Output as _venue_billing_v1_CustomerItem__Output } from './venue/billing/v1/CustomerItem';
import type { DescribeSelectionsRequest as _venue_billing_v1_DescribeSelectionsRequest, DescribeSelectionsRequest__Output as _venue_billing_v1_DescribeSelectionsRequest__Output } from './venue/billing/v1/DescribeSelectionsRequest';
import type { DescribeSelectionsResponse as _venue_billing_v1_DescribeSelectionsResponse, DescribeSelectionsResponse__Output as _venue_billing_v1_DescribeSelectionsResponse__Output } from './venue/billing/v1/DescribeSelectionsResponse';
import type { GetTaxSettingsRequest as _venue_billing_v1_GetTaxSettingsRequest, GetTaxSettingsRequest__Output as _venue_billing_v1_GetTaxSettingsRequest__Output } from './venue/billing/v1/GetTaxSettingsRequest';
import type { InventoryDetails as _venue_billing_v1_InventoryDetails, InventoryDetails__Output as _venue_billing_v1_InventoryDetails__Output } from './venue/billing/v1/InventoryDetails';
import type { Item as _venue_billing_v1_Item, Item__Output as _venue_billing_v1_Item__Output } from './venue/billing/v1/Item';
import type { ItemPrice as _venue_billing_v1_ItemPrice, ItemPrice__Output as _venue_billing_v1_ItemPrice__Output } from './venue/billing/v1/ItemPrice';
import type { ItemPriceInput as _venue_billing_v1_ItemPriceInput, ItemPriceInput__Output as _venue_billing_v1_ItemPriceInput__Output } from './venue/billing/v1/ItemPriceInput';
import type { ItemSelection as _venue_billing_v1_ItemSelection, ItemSelection__Output as _venue_billing_v1_ItemSelection__Output } from './venue/billing/v1/ItemSelection';
import type { ListItemsRequest as _venue_billing_v1_ListItemsRequest, ListItemsRequest__Output as _venue_billing_v1_ListItemsRequest__Output } from './venue/billing/v1/ListItemsRequest';
import type { ListItemsResponse as _venue_billing_v1_ListItemsResponse, ListItemsResponse__Output as _venue_billing_v1_ListItemsResponse__Output } from './venue/billing/v1/ListItemsResponse';
import type { ListTariffsRequest as _venue_billing_v1_ListTariffsRequest, ListTariffsRequest__Output as _venue_billing_v1_ListTariffsRequest__Output } from './venue/billing/v1/ListTariffsRequest';
import type { ListTariffsResponse as _venue_billing_v1_ListTariffsResponse, ListTariffsResponse__Output as _venue_billing_v1_ListTariffsResponse__Output } from './venue/billing/v1/ListTariffsResponse';
import type { ListTaxRatesRequest as _venue_billing_v1_ListTaxRatesRequest, ListTaxRatesRequest__Output as _venue_billing_v1_ListTaxRatesRequest__Output } from './venue/billing/v1/ListTaxRatesRequest';
import type { ListTaxRatesResponse as _venue_billing_v1_ListTaxRatesResponse, ListTaxRatesResponse__Output as _venue_billing_v1_ListTaxRatesResponse__Output } from './venue/billing/v1/ListTaxRatesResponse';
import type { NamedId as _venue_billing_v1_NamedId, NamedId__Output as _venue_billing_v1_NamedId__Output } from './venue/billing/v1/NamedId';
import type { PriceBookingByIdRequest as _venue_billing_v1_PriceBookingByIdRequest, PriceBookingByIdRequest__Output as _venue_billing_v1_PriceBookingByIdRequest__Output } from './venue/billing/v1/PriceBookingByIdRequest';
import type { PriceBookingRequest as _venue_billing_v1_PriceBookingRequest, PriceBookingRequest__Output as _venue_billing_v1_PriceBookingRequest__Output } from './venue/billing/v1/PriceBookingRequest';
import type { PricedRow as _venue_billing_v1_PricedRow, PricedRow__Output as _venue_billing_v1_PricedRow__Output } from './venue/billing/v1/PricedRow';
import type { SelectedItem as _venue_billing_v1_SelectedItem, SelectedItem__Output as _venue_billing_v1_SelectedItem__Output } from './venue/billing/v1/SelectedItem';
import type { SetTaxSettingsRequest as _venue_billing_v1_SetTaxSettingsRequest, SetTaxSettingsRequest__Output as _venue_billing_v1_SetTaxSettingsRequest__Output } from './venue/billing/v1/SetTaxSettingsRequest';
import type { Tariff as _venue_billing_v1_Tariff, Tariff__Output as _venue_billing_v1_Tariff__Output } from './venue/billing/v1/Tariff';
import type { TaxRate as _venue_billing_v1_TaxRate, TaxRate__Output as _venue_billing_v1_TaxRate__Output } from './venue/billing/v1/TaxRate';
import type { TaxRule as _venue_billing_v1_TaxRule, TaxRule__Output as _venue_billing_v1_TaxRule__Output } from './venue/billing/v1/TaxRule';
import type { TaxSettings as _venue_billing_v1_TaxSettings, TaxSettings__Output as _venue_billing_v1_TaxSettings__Output } from './venue/billing/v1/TaxSettings';
import type { TaxTotal as _venue_billing_v1_TaxTotal, TaxTotal__Output as _venue_billing_v1_TaxTotal__Output } from './venue/billing/v1/TaxTotal';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  venue: {
    billing: {
      v1: {
        AddItemRequest: MessageTypeDefinition<_venue_billing_v1_AddItemRequest, _venue_billing_v1_AddItemRequest__Output>
        AddTariffRequest: MessageTypeDefinition<_venue_billing_v1_AddTariffRequest, _venue_billing_v1_AddTariffRequest__Output>
        AddTaxRateRequest: MessageTypeDefinition<_venue_billing_v1_AddTaxRateRequest, _venue_billing_v1_AddTaxRateRequest__Output>
        AddTaxRuleRequest: MessageTypeDefinition<_venue_billing_v1_AddTaxRuleRequest, _venue_billing_v1_AddTaxRuleRequest__Output>
        AppliesTo: EnumTypeDefinition
        BillingService: SubtypeConstructor<typeof grpc.Client, _venue_billing_v1_BillingServiceClient> & { service: _venue_billing_v1_BillingServiceDefinition }
        BookedInstance: MessageTypeDefinition<_venue_billing_v1_BookedInstance, _venue_billing_v1_BookedInstance__Output>
        BookingPrice: MessageTypeDefinition<_venue_billing_v1_BookingPrice, _venue_billing_v1_BookingPrice__Output>
        Calculation: EnumTypeDefinition
        CheckSelectionsRequest: MessageTypeDefinition<_venue_billing_v1_CheckSelectionsRequest, _venue_billing_v1_CheckSelectionsRequest__Output>
        CheckSelectionsResponse: MessageTypeDefinition<_venue_billing_v1_CheckSelectionsResponse, _venue_billing_v1_CheckSelectionsResponse__Output>
        CustomerItem: MessageTypeDefinition<_venue_billing_v1_CustomerItem, _venue_billing_v1_CustomerItem__Output>
        DescribeSelectionsRequest: MessageTypeDefinition<_venue_billing_v1_DescribeSelectionsRequest, _venue_billing_v1_DescribeSelectionsRequest__Output>
        DescribeSelectionsResponse: MessageTypeDefinition<_venue_billing_v1_DescribeSelectionsResponse, _venue_billing_v1_DescribeSelectionsResponse__Output>
        GetTaxSettingsRequest: MessageTypeDefinition<_venue_billing_v1_GetTaxSettingsRequest, _venue_billing_v1_GetTaxSettingsRequest__Output>
        Interval: EnumTypeDefinition
        InventoryDetails: MessageTypeDefinition<_venue_billing_v1_InventoryDetails, _venue_billing_v1_InventoryDetails__Output>
        Item: MessageTypeDefinition<_venue_billing_v1_Item, _venue_billing_v1_Item__Output>
        ItemKind: EnumTypeDefinition
        ItemPrice: MessageTypeDefinition<_venue_billing_v1_ItemPrice, _venue_billing_v1_ItemPrice__Output>
        ItemPriceInput: MessageTypeDefinition<_venue_billing_v1_ItemPriceInput, _venue_billing_v1_ItemPriceInput__Output>
        ItemSelection: MessageTypeDefinition<_venue_billing_v1_ItemSelection, _venue_billing_v1_ItemSelection__Output>
        ListItemsRequest: MessageTypeDefinition<_venue_billing_v1_ListItemsRequest, _venue_billing_v1_ListItemsRequest__Output>
        ListItemsResponse: MessageTypeDefinition<_venue_billing_v1_ListItemsResponse, _venue_billing_v1_ListItemsResponse__Output>
        ListTariffsRequest: MessageTypeDefinition<_venue_billing_v1_ListTariffsRequest, _venue_billing_v1_ListTariffsRequest__Output>
        ListTariffsResponse: MessageTypeDefinition<_venue_billing_v1_ListTariffsResponse, _venue_billing_v1_ListTariffsResponse__Output>
        ListTaxRatesRequest: MessageTypeDefinition<_venue_billing_v1_ListTaxRatesRequest, _venue_billing_v1_ListTaxRatesRequest__Output>
        ListTaxRatesResponse: MessageTypeDefinition<_venue_billing_v1_ListTaxRatesResponse, _venue_billing_v1_ListTaxRatesResponse__Output>
        NamedId: MessageTypeDefinition<_venue_billing_v1_NamedId, _venue_billing_v1_NamedId__Output>
        PriceBookingByIdRequest: MessageTypeDefinition<_venue_billing_v1_PriceBookingByIdRequest, _venue_billing_v1_PriceBookingByIdRequest__Output>
        PriceBookingRequest: MessageTypeDefinition<_venue_billing_v1_PriceBookingRequest, _venue_billing_v1_PriceBookingRequest__Output>
        PriceType: EnumTypeDefinition
        PricedRow: MessageTypeDefinition<_venue_billing_v1_PricedRow, _venue_billing_v1_PricedRow__Output>
        RowKind: EnumTypeDefinition
        SelectedItem: MessageTypeDefinition<_venue_billing_v1_SelectedItem, _venue_billing_v1_SelectedItem__Output>
        SetTaxSettingsRequest: MessageTypeDefinition<_venue_billing_v1_SetTaxSettingsRequest, _venue_billing_v1_SetTaxSettingsRequest__Output>
        Tariff: MessageTypeDefinition<_venue_billing_v1_Tariff, _venue_billing_v1_Tariff__Output>
        TaxRate: MessageTypeDefinition<_venue_billing_v1_TaxRate, _venue_billing_v1_TaxRate__Output>
        TaxRule: MessageTypeDefinition<_venue_billing_v1_TaxRule, _venue_billing_v1_TaxRule__Output>
        TaxSettings: MessageTypeDefinition<_venue_billing_v1_TaxSettings, _venue_billing_v1_TaxSettings__Output>
        TaxTotal: MessageTypeDefinition<_venue_billing_v1_TaxTotal, _venue_billing_v1_TaxTotal__Output>
        Weekday: EnumTypeDefinition
      }
    }
  }
}

