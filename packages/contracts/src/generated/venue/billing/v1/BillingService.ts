// Original file: proto/venue/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddItemRequest as _venue_billing_v1_AddItemRequest, AddItemRequest__Output as _venue_billing_v1_AddItemRequest__Output } from '../../../venue/billing/v1/AddItemRequest';
import type { AddTariffRequest as _venue_billing_v1_AddTariffRequest, AddTariffRequest__Output as _venue_billing_v1_AddTariffRequest__Output } from '../../../venue/billing/v1/AddTariffRequest';
import type { AddTaxRateRequest as _venue_billing_v1_AddTaxRateRequest, AddTaxRateRequest__Output as _venue_billing_v1_AddTaxRateRequest__Output } from '../../../venue/billing/v1/AddTaxRateRequest';
import type { AddTaxRuleRequest as _venue_billing_v1_AddTaxRuleRequest, AddTaxRuleRequest__Output as _venue_billing_v1_AddTaxRuleRequest__Output } from '../../../venue/billing/v1/AddTaxRuleRequest';
import type { BookingPrice as _venue_billing_v1_BookingPrice, BookingPrice__Output as _venue_billing_v1_BookingPrice__Output } from '../../../venue/billing/v1/BookingPrice';
import type { CheckSelectionsRequest as _venue_billing_v1_CheckSelectionsRequest, CheckSelectionsRequest__Output as _venue_billing_v1_CheckSelectionsRequest__Output } from '../../../venue/billing/v1/CheckSelectionsRequest';
import type { CheckSelectionsResponse as _venue_billing_v1_CheckSelectionsResponse, CheckSelectionsResponse__Output as _venue_billing_v1_CheckSelectionsResponse__Output } from '../../../venue/billing/v1/CheckSelectionsResponse';
import type { DescribeSelectionsRequest as _venue_billing_v1_DescribeSelectionsRequest, DescribeSelectionsRequest__Output as _venue_billing_v1_DescribeSelectionsRequest__Output } from '../../../venue/billing/v1/DescribeSelectionsRequest';
import type { DescribeSelectionsResponse as _venue_billing_v1_DescribeSelectionsResponse, DescribeSelectionsResponse__Output as _venue_billing_v1_DescribeSelectionsResponse__Output } from '../../../venue/billing/v1/DescribeSelectionsResponse';
import type { GetTaxSettingsRequest as _venue_billing_v1_GetTaxSettingsRequest, GetTaxSettingsRequest__Output as _venue_billing_v1_GetTaxSettingsRequest__Output } from '../../../venue/billing/v1/GetTaxSettingsRequest';
import type { Item as _venue_billing_v1_Item, Item__Output as _venue_billing_v1_Item__Output } from '../../../venue/billing/v1/Item';
import type { ListItemsRequest as _venue_billing_v1_ListItemsRequest, ListItemsRequest__Output as _venue_billing_v1_ListItemsRequest__Output } from '../../../venue/billing/v1/ListItemsRequest';
import type { ListItemsResponse as _venue_billing_v1_ListItemsResponse, ListItemsResponse__Output as _venue_billing_v1_ListItemsResponse__Output } from '../../../venue/billing/v1/ListItemsResponse';
import type { ListTariffsRequest as _venue_billing_v1_ListTariffsRequest, ListTariffsRequest__Output as _venue_billing_v1_ListTariffsRequest__Output } from '../../../venue/billing/v1/ListTariffsRequest';
import type { ListTariffsResponse as _venue_billing_v1_ListTariffsResponse, ListTariffsResponse__Output as _venue_billing_v1_ListTariffsResponse__Output } from '../../../venue/billing/v1/ListTariffsResponse';
import type { ListTaxRatesRequest as _venue_billing_v1_ListTaxRatesRequest, ListTaxRatesRequest__Output as _venue_billing_v1_ListTaxRatesRequest__Output } from '../../../venue/billing/v1/ListTaxRatesRequest';
import type { ListTaxRatesResponse as _venue_billing_v1_ListTaxRatesResponse, ListTaxRatesResponse__Output as _venue_billing_v1_ListTaxRatesResponse__Output } from '../../../venue/billing/v1/ListTaxRatesResponse';
import type { PriceBookingByIdRequest as _venue_billing_v1_PriceBookingByIdRequest, PriceBookingByIdRequest__Output as _venue_billing_v1_PriceBookingByIdRequest__Output } from '../../../venue/billing/v1/PriceBookingByIdRequest';
import type { PriceBookingRequest as _venue_billing_v1_PriceBookingRequest, PriceBookingRequest__Output as _venue_billing_v1_PriceBookingRequest__Output } from '../../../venue/billing/v1/PriceBookingRequest';
import type { SetTaxSettingsRequest as _venue_billing_v1_SetTaxSettingsRequest, SetTaxSettingsRequest__Output as _venue_billing_v1_SetTaxSettingsRequest__Output } from '../../../venue/billing/v1/SetTaxSettingsRequest';
import type { Tariff as _venue_billing_v1_Tariff, Tariff__Output as _venue_billing_v1_Tariff__Output } from '../../../venue/billing/v1/Tariff';
import type { TaxRate as _venue_billing_v1_TaxRate, TaxRate__Output as _venue_billing_v1_TaxRate__Output } from '../../../venue/billing/v1/TaxRate';
import type { TaxRule as _venue_billing_v1_TaxRule, TaxRule__Output as _venue_billing_v1_TaxRule__Output } from '../../../venue/billing/v1/TaxRule';
import type { TaxSettings as _venue_billing_v1_TaxSettings, TaxSettings__Output as _venue_billing_v1_TaxSettings__Output } from '../../../venue/billing/v1/TaxSettings';

export interface BillingServiceClient extends grpc.Client {
  AddItem(argument: _venue_billing_v1_AddItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  AddItem(argument: _venue_billing_v1_AddItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  AddItem(argument: _venue_billing_v1_AddItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  AddItem(argument: _venue_billing_v1_AddItemRequest, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  addItem(argument: _venue_billing_v1_AddItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  addItem(argument: _venue_billing_v1_AddItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  addItem(argument: _venue_billing_v1_AddItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  addItem(argument: _venue_billing_v1_AddItemRequest, callback: grpc.requestCallback<_venue_billing_v1_Item__Output>): grpc.ClientUnaryCall;
  
  AddTariff(argument: _venue_billing_v1_AddTariffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  AddTariff(argument: _venue_billing_v1_AddTariffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  AddTariff(argument: _venue_billing_v1_AddTariffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  AddTariff(argument: _venue_billing_v1_AddTariffRequest, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  addTariff(argument: _venue_billing_v1_AddTariffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  addTariff(argument: _venue_billing_v1_AddTariffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  addTariff(argument: _venue_billing_v1_AddTariffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  addTariff(argument: _venue_billing_v1_AddTariffRequest, callback: grpc.requestCallback<_venue_billing_v1_Tariff__Output>): grpc.ClientUnaryCall;
  
  AddTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  AddTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  AddTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  AddTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  addTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  addTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  addTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  addTaxRate(argument: _venue_billing_v1_AddTaxRateRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxRate__Output>): grpc.ClientUnaryCall;
  
  AddTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  AddTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  AddTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  AddTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  addTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  addTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  addTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  addTaxRule(argument: _venue_billing_v1_AddTaxRuleRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxRule__Output>): grpc.ClientUnaryCall;
  
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  
  ListItems(argument: _venue_billing_v1_ListItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  ListItems(argument: _venue_billing_v1_ListItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  ListItems(argument: _venue_billing_v1_ListItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  ListItems(argument: _venue_billing_v1_ListItemsRequest, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  listItems(argument: _venue_billing_v1_ListItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  listItems(argument: _venue_billing_v1_ListItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  listItems(argument: _venue_billing_v1_ListItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  listItems(argument: _venue_billing_v1_ListItemsRequest, callback: grpc.requestCallback<_venue_billing_v1_ListItemsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTariffs(argument: _venue_billing_v1_ListTariffsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  ListTariffs(argument: _venue_billing_v1_ListTariffsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  ListTariffs(argument: _venue_billing_v1_ListTariffsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  ListTariffs(argument: _venue_billing_v1_ListTariffsRequest, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  listTariffs(argument: _venue_billing_v1_ListTariffsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  listTariffs(argument: _venue_billing_v1_ListTariffsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  listTariffs(argument: _venue_billing_v1_ListTariffsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  listTariffs(argument: _venue_billing_v1_ListTariffsRequest, callback: grpc.requestCallback<_venue_billing_v1_ListTariffsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  ListTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  ListTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  ListTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  listTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  listTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  listTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  listTaxRates(argument: _venue_billing_v1_ListTaxRatesRequest, callback: grpc.requestCallback<_venue_billing_v1_ListTaxRatesResponse__Output>): grpc.ClientUnaryCall;
  
  PriceBooking(argument: _venue_billing_v1_PriceBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  PriceBooking(argument: _venue_billing_v1_PriceBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  PriceBooking(argument: _venue_billing_v1_PriceBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  PriceBooking(argument: _venue_billing_v1_PriceBookingRequest, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBooking(argument: _venue_billing_v1_PriceBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBooking(argument: _venue_billing_v1_PriceBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBooking(argument: _venue_billing_v1_PriceBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBooking(argument: _venue_billing_v1_PriceBookingRequest, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  
  PriceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  PriceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  PriceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  PriceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  priceBookingById(argument: _venue_billing_v1_PriceBookingByIdRequest, callback: grpc.requestCallback<_venue_billing_v1_BookingPrice__Output>): grpc.ClientUnaryCall;
  
  SetTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  SetTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  SetTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  SetTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  setTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  setTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  setTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  setTaxSettings(argument: _venue_billing_v1_SetTaxSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  AddItem: grpc.handleUnaryCall<_venue_billing_v1_AddItemRequest__Output, _venue_billing_v1_Item>;
  
  AddTariff: grpc.handleUnaryCall<_venue_billing_v1_AddTariffRequest__Output, _venue_billing_v1_Tariff>;
  
  AddTaxRate: grpc.handleUnaryCall<_venue_billing_v1_AddTaxRateRequest__Output, _venue_billing_v1_TaxRate>;
  
  AddTaxRule: grpc.handleUnaryCall<_venue_billing_v1_AddTaxRuleRequest__Output, _venue_billing_v1_TaxRule>;
  
  CheckSelections: grpc.handleUnaryCall<_venue_billing_v1_CheckSelectionsRequest__Output, _venue_billing_v1_CheckSelectionsResponse>;
  
  DescribeSelections: grpc.handleUnaryCall<_venue_billing_v1_DescribeSelectionsRequest__Output, _venue_billing_v1_DescribeSelectionsResponse>;
  
  GetTaxSettings: grpc.handleUnaryCall<_venue_billing_v1_GetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings>;
  
  ListItems: grpc.handleUnaryCall<_venue_billing_v1_ListItemsRequest__Output, _venue_billing_v1_ListItemsResponse>;
  
  ListTariffs: grpc.handleUnaryCall<_venue_billing_v1_ListTariffsRequest__Output, _venue_billing_v1_ListTariffsResponse>;
  
  ListTaxRates: grpc.handleUnaryCall<_venue_billing_v1_ListTaxRatesRequest__Output, _venue_billing_v1_ListTaxRatesResponse>;
  
  PriceBooking: grpc.handleUnaryCall<_venue_billing_v1_PriceBookingRequest__Output, _venue_billing_v1_BookingPrice>;
  
  PriceBookingById: grpc.handleUnaryCall<_venue_billing_v1_PriceBookingByIdRequest__Output, _venue_billing_v1_BookingPrice>;
  
  SetTaxSettings: grpc.handleUnaryCall<_venue_billing_v1_SetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  AddItem: MethodDefinition<_venue_billing_v1_AddItemRequest, _venue_billing_v1_Item, _venue_billing_v1_AddItemRequest__Output, _venue_billing_v1_Item__Output>
  AddTariff: MethodDefinition<_venue_billing_v1_AddTariffRequest, _venue_billing_v1_Tariff, _venue_billing_v1_AddTariffRequest__Output, _venue_billing_v1_Tariff__Output>
  AddTaxRate: MethodDefinition<_venue_billing_v1_AddTaxRateRequest, _venue_billing_v1_TaxRate, _venue_billing_v1_AddTaxRateRequest__Output, _venue_billing_v1_TaxRate__Output>
  AddTaxRule: MethodDefinition<_venue_billing_v1_AddTaxRuleRequest, _venue_billing_v1_TaxRule, _venue_billing_v1_AddTaxRuleRequest__Output, _venue_billing_v1_TaxRule__Output>
  CheckSelections: MethodDefinition<_venue_billing_v1_CheckSelectionsRequest, _venue_billing_v1_CheckSelectionsResponse, _venue_billing_v1_CheckSelectionsRequest__Output, _venue_billing_v1_CheckSelectionsResponse__Output>
  DescribeSelections: MethodDefinition<_venue_billing_v1_DescribeSelectionsRequest, _venue_billing_v1_DescribeSelectionsResponse, _venue_billing_v1_DescribeSelectionsRequest__Output, _venue_billing_v1_DescribeSelectionsResponse__Output>
  GetTaxSettings: MethodDefinition<_venue_billing_v1_GetTaxSettingsRequest, _venue_billing_v1_TaxSettings, _venue_billing_v1_GetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings__Output>
  ListItems: MethodDefinition<_venue_billing_v1_ListItemsRequest, _venue_billing_v1_ListItemsResponse, _venue_billing_v1_ListItemsRequest__Output, _venue_billing_v1_ListItemsResponse__Output>
  ListTariffs: MethodDefinition<_venue_billing_v1_ListTariffsRequest, _venue_billing_v1_ListTariffsResponse, _venue_billing_v1_ListTariffsRequest__Output, _venue_billing_v1_ListTariffsResponse__Output>
  ListTaxRates: MethodDefinition<_venue_billing_v1_ListTaxRatesRequest, _venue_billing_v1_ListTaxRatesResponse, _venue_billing_v1_ListTaxRatesRequest__Output, _venue_billing_v1_ListTaxRatesResponse__Output>
  PriceBooking: MethodDefinition<_venue_billing_v1_PriceBookingRequest, _venue_billing_v1_BookingPrice, _venue_billing_v1_PriceBookingRequest__Output, _venue_billing_v1_BookingPrice__Output>
  PriceBookingById: MethodDefinition<_venue_billing_v1_PriceBookingByIdRequest, _venue_billing_v1_BookingPrice, _venue_billing_v1_PriceBookingByIdRequest__Output, _venue_billing_v1_BookingPrice__Output>
  SetTaxSettings: MethodDefinition<_venue_billing_v1_SetTaxSettingsRequest, _venue_billing_v1_TaxSettings, _venue_billing_v1_SetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings__Output>
}
