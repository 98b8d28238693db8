// Original file: proto/venue/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddItemRequest as _venue_billing_v1_AddItemRequest, AddItemRequest__Output as _venue_billing_v1_AddItemRequest__Output } from '../../../venue/billing/v1/AddItemRequest';
import type { AddTariffRequest as _venue_billing_v1_AddTariffRequest, AddTariffRequest__Output as _venue_billing_v1_AddTariffRequest__Output } from '../../../venue/billing/v1/AddTariffRequest';
import type { AddTaxRateRequest as _venue_billing_v1_AddTaxRateRequest, AddTaxRateRequest__Output as _venue_billing_v1_AddTaxRateRequest__Output } from '../../../venue/billing/v1/AddTaxRateRequest';
import type { AddTaxRuleRequest as _venue_billing_v1_AddTaxRuleRequest, AddTaxRuleRequest__Output as _venue_billing_v1_AddTaxRuleRequest__Output } from '../../../venue/billing/v1/AddTaxRuleRequest';
import type { ApproveInvoiceRequest as _venue_billing_v1_ApproveInvoiceRequest, ApproveInvoiceRequest__Output as _venue_billing_v1_ApproveInvoiceRequest__Output } from '../../../venue/billing/v1/ApproveInvoiceRequest';
import type { BookingPrice as _venue_billing_v1_BookingPrice, BookingPrice__Output as _venue_billing_v1_BookingPrice__Output } from '../../../venue/billing/v1/BookingPrice';
import type { CancelInvoiceRequest as _venue_billing_v1_CancelInvoiceRequest, CancelInvoiceRequest__Output as _venue_billing_v1_CancelInvoiceRequest__Output } from '../../../venue/billing/v1/CancelInvoiceRequest';
import type { CheckSelectionsRequest as _venue_billing_v1_CheckSelectionsRequest, CheckSelectionsRequest__Output as _venue_billing_v1_CheckSelectionsRequest__Output } from '../../../venue/billing/v1/CheckSelectionsRequest';
import type { CheckSelectionsResponse as _venue_billing_v1_CheckSelectionsResponse, CheckSelectionsResponse__Output as _venue_billing_v1_CheckSelectionsResponse__Output } from '../../../venue/billing/v1/CheckSelectionsResponse';
import type { ConfirmOrderRequest as _venue_billing_v1_ConfirmOrderRequest, ConfirmOrderRequest__Output as _venue_billing_v1_ConfirmOrderRequest__Output } from '../../../venue/billing/v1/ConfirmOrderRequest';
import type { CreateInvoiceRequest as _venue_billing_v1_CreateInvoiceRequest, CreateInvoiceRequest__Output as _venue_billing_v1_CreateInvoiceRequest__Output } from '../../../venue/billing/v1/CreateInvoiceRequest';
import type { CreateQuoteRequest as _venue_billing_v1_CreateQuoteRequest, CreateQuoteRequest__Output as _venue_billing_v1_CreateQuoteRequest__Output } from '../../../venue/billing/v1/CreateQuoteRequest';
import type { DescribeSelectionsRequest as _venue_billing_v1_DescribeSelectionsRequest, DescribeSelectionsRequest__Output as _venue_billing_v1_DescribeSelectionsRequest__Output } from '../../../venue/billing/v1/DescribeSelectionsRequest';
import type { DescribeSelectionsResponse as _venue_billing_v1_DescribeSelectionsResponse, DescribeSelectionsResponse__Output as _venue_billing_v1_DescribeSelectionsResponse__Output } from '../../../venue/billing/v1/DescribeSelectionsResponse';
import type { Document as _venue_billing_v1_Document, Document__Output as _venue_billing_v1_Document__Output } from '../../../venue/billing/v1/Document';
import type { DocumentSettings as _venue_billing_v1_DocumentSettings, DocumentSettings__Output as _venue_billing_v1_DocumentSettings__Output } from '../../../venue/billing/v1/DocumentSettings';
import type { DocumentsOfBookingRequest as _venue_billing_v1_DocumentsOfBookingRequest, DocumentsOfBookingRequest__Output as _venue_billing_v1_DocumentsOfBookingRequest__Output } from '../../../venue/billing/v1/DocumentsOfBookingRequest';
import type { GetDocumentRequest as _venue_billing_v1_GetDocumentRequest, GetDocumentRequest__Output as _venue_billing_v1_GetDocumentRequest__Output } from '../../../venue/billing/v1/GetDocumentRequest';
import type { GetIssuerRequest as _venue_billing_v1_GetIssuerRequest, GetIssuerRequest__Output as _venue_billing_v1_GetIssuerRequest__Output } from '../../../venue/billing/v1/GetIssuerRequest';
import type { GetTaxSettingsRequest as _venue_billing_v1_GetTaxSettingsRequest, GetTaxSettingsRequest__Output as _venue_billing_v1_GetTaxSettingsRequest__Output } from '../../../venue/billing/v1/GetTaxSettingsRequest';
import type { InvoiceAutomation as _venue_billing_v1_InvoiceAutomation, InvoiceAutomation__Output as _venue_billing_v1_InvoiceAutomation__Output } from '../../../venue/billing/v1/InvoiceAutomation';
import type { Issuer as _venue_billing_v1_Issuer, Issuer__Output as _venue_billing_v1_Issuer__Output } from '../../../venue/billing/v1/Issuer';
import type { Item as _venue_billing_v1_Item, Item__Output as _venue_billing_v1_Item__Output } from '../../../venue/billing/v1/Item';
import type { ListDocumentsRequest as _venue_billing_v1_ListDocumentsRequest, ListDocumentsRequest__Output as _venue_billing_v1_ListDocumentsRequest__Output } from '../../../venue/billing/v1/ListDocumentsRequest';
import type { ListDocumentsResponse as _venue_billing_v1_ListDocumentsResponse, ListDocumentsResponse__Output as _venue_billing_v1_ListDocumentsResponse__Output } from '../../../venue/billing/v1/ListDocumentsResponse';
import type { ListItemsRequest as _venue_billing_v1_ListItemsRequest, ListItemsRequest__Output as _venue_billing_v1_ListItemsRequest__Output } from '../../../venue/billing/v1/ListItemsRequest';
import type { ListItemsResponse as _venue_billing_v1_ListItemsResponse, ListItemsResponse__Output as _venue_billing_v1_ListItemsResponse__Output } from '../../../venue/billing/v1/ListItemsResponse';
import type { ListTariffsRequest as _venue_billing_v1_ListTariffsRequest, ListTariffsRequest__Output as _venue_billing_v1_ListTariffsRequest__Output } from '../../../venue/billing/v1/ListTariffsRequest';
import type { ListTariffsResponse as _venue_billing_v1_ListTariffsResponse, ListTariffsResponse__Output as _venue_billing_v1_ListTariffsResponse__Output } from '../../../venue/billing/v1/ListTariffsResponse';
import type { ListTaxRatesRequest as _venue_billing_v1_ListTaxRatesRequest, ListTaxRatesRequest__Output as _venue_billing_v1_ListTaxRatesRequest__Output } from '../../../venue/billing/v1/ListTaxRatesRequest';
import type { ListTaxRatesResponse as _venue_billing_v1_ListTaxRatesResponse, ListTaxRatesResponse__Output as _venue_billing_v1_ListTaxRatesResponse__Output } from '../../../venue/billing/v1/ListTaxRatesResponse';
import type { ListUnbilledRequest as _venue_billing_v1_ListUnbilledRequest, ListUnbilledRequest__Output as _venue_billing_v1_ListUnbilledRequest__Output } from '../../../venue/billing/v1/ListUnbilledRequest';
import type { ListUnbilledResponse as _venue_billing_v1_ListUnbilledResponse, ListUnbilledResponse__Output as _venue_billing_v1_ListUnbilledResponse__Output } from '../../../venue/billing/v1/ListUnbilledResponse';
import type { MarkProcessedRequest as _venue_billing_v1_MarkProcessedRequest, MarkProcessedRequest__Output as _venue_billing_v1_MarkProcessedRequest__Output } from '../../../venue/billing/v1/MarkProcessedRequest';
import type { PriceBookingByIdRequest as _venue_billing_v1_PriceBookingByIdRequest, PriceBookingByIdRequest__Output as _venue_billing_v1_PriceBookingByIdRequest__Output } from '../../../venue/billing/v1/PriceBookingByIdRequest';
import type { PriceBookingRequest as _venue_billing_v1_PriceBookingRequest, PriceBookingRequest__Output as _venue_billing_v1_PriceBookingRequest__Output } from '../../../venue/billing/v1/PriceBookingRequest';
import type { RepriceInvoiceRequest as _venue_billing_v1_RepriceInvoiceRequest, RepriceInvoiceRequest__Output as _venue_billing_v1_RepriceInvoiceRequest__Output } from '../../../venue/billing/v1/RepriceInvoiceRequest';
import type { SetDocumentSettingsRequest as _venue_billing_v1_SetDocumentSettingsRequest, SetDocumentSettingsRequest__Output as _venue_billing_v1_SetDocumentSettingsRequest__Output } from '../../../venue/billing/v1/SetDocumentSettingsRequest';
import type { SetInvoiceAutomationRequest as _venue_billing_v1_SetInvoiceAutomationRequest, SetInvoiceAutomationRequest__Output as _venue_billing_v1_SetInvoiceAutomationRequest__Output } from '../../../venue/billing/v1/SetInvoiceAutomationRequest';
import type { SetIssuerRequest as _venue_billing_v1_SetIssuerRequest, SetIssuerRequest__Output as _venue_billing_v1_SetIssuerRequest__Output } from '../../../venue/billing/v1/SetIssuerRequest';
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
  
  ApproveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  ApproveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  ApproveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  ApproveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  approveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  approveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  approveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  approveInvoice(argument: _venue_billing_v1_ApproveInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
  CancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  cancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  cancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  cancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  cancelInvoice(argument: _venue_billing_v1_CancelInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  CheckSelections(argument: _venue_billing_v1_CheckSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  checkSelections(argument: _venue_billing_v1_CheckSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_CheckSelectionsResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  ConfirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  ConfirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  ConfirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  confirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  confirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  confirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  confirmOrder(argument: _venue_billing_v1_ConfirmOrderRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
  CreateInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CreateInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CreateInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CreateInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createInvoice(argument: _venue_billing_v1_CreateInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
  CreateQuote(argument: _venue_billing_v1_CreateQuoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CreateQuote(argument: _venue_billing_v1_CreateQuoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CreateQuote(argument: _venue_billing_v1_CreateQuoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  CreateQuote(argument: _venue_billing_v1_CreateQuoteRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createQuote(argument: _venue_billing_v1_CreateQuoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createQuote(argument: _venue_billing_v1_CreateQuoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createQuote(argument: _venue_billing_v1_CreateQuoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  createQuote(argument: _venue_billing_v1_CreateQuoteRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  DescribeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  describeSelections(argument: _venue_billing_v1_DescribeSelectionsRequest, callback: grpc.requestCallback<_venue_billing_v1_DescribeSelectionsResponse__Output>): grpc.ClientUnaryCall;
  
  DocumentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  DocumentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  DocumentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  DocumentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  documentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  documentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  documentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  documentsOfBooking(argument: _venue_billing_v1_DocumentsOfBookingRequest, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  
  GetDocument(argument: _venue_billing_v1_GetDocumentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  GetDocument(argument: _venue_billing_v1_GetDocumentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  GetDocument(argument: _venue_billing_v1_GetDocumentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  GetDocument(argument: _venue_billing_v1_GetDocumentRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  getDocument(argument: _venue_billing_v1_GetDocumentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  getDocument(argument: _venue_billing_v1_GetDocumentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  getDocument(argument: _venue_billing_v1_GetDocumentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  getDocument(argument: _venue_billing_v1_GetDocumentRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
  GetIssuer(argument: _venue_billing_v1_GetIssuerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  GetIssuer(argument: _venue_billing_v1_GetIssuerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  GetIssuer(argument: _venue_billing_v1_GetIssuerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  GetIssuer(argument: _venue_billing_v1_GetIssuerRequest, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  getIssuer(argument: _venue_billing_v1_GetIssuerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  getIssuer(argument: _venue_billing_v1_GetIssuerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  getIssuer(argument: _venue_billing_v1_GetIssuerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  getIssuer(argument: _venue_billing_v1_GetIssuerRequest, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  GetTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  getTaxSettings(argument: _venue_billing_v1_GetTaxSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_TaxSettings__Output>): grpc.ClientUnaryCall;
  
  ListDocuments(argument: _venue_billing_v1_ListDocumentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  ListDocuments(argument: _venue_billing_v1_ListDocumentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  ListDocuments(argument: _venue_billing_v1_ListDocumentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  ListDocuments(argument: _venue_billing_v1_ListDocumentsRequest, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  listDocuments(argument: _venue_billing_v1_ListDocumentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  listDocuments(argument: _venue_billing_v1_ListDocumentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  listDocuments(argument: _venue_billing_v1_ListDocumentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  listDocuments(argument: _venue_billing_v1_ListDocumentsRequest, callback: grpc.requestCallback<_venue_billing_v1_ListDocumentsResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  ListUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  ListUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  ListUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  ListUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  listUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  listUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  listUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  listUnbilled(argument: _venue_billing_v1_ListUnbilledRequest, callback: grpc.requestCallback<_venue_billing_v1_ListUnbilledResponse__Output>): grpc.ClientUnaryCall;
  
  MarkProcessed(argument: _venue_billing_v1_MarkProcessedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  MarkProcessed(argument: _venue_billing_v1_MarkProcessedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  MarkProcessed(argument: _venue_billing_v1_MarkProcessedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  MarkProcessed(argument: _venue_billing_v1_MarkProcessedRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  markProcessed(argument: _venue_billing_v1_MarkProcessedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  markProcessed(argument: _venue_billing_v1_MarkProcessedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  markProcessed(argument: _venue_billing_v1_MarkProcessedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  markProcessed(argument: _venue_billing_v1_MarkProcessedRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
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
  
  RepriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  RepriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  RepriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  RepriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  repriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  repriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  repriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  repriceInvoice(argument: _venue_billing_v1_RepriceInvoiceRequest, callback: grpc.requestCallback<_venue_billing_v1_Document__Output>): grpc.ClientUnaryCall;
  
  SetDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  SetDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  SetDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  SetDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  setDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  setDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  setDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  setDocumentSettings(argument: _venue_billing_v1_SetDocumentSettingsRequest, callback: grpc.requestCallback<_venue_billing_v1_DocumentSettings__Output>): grpc.ClientUnaryCall;
  
  SetInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  SetInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  SetInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  SetInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  setInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  setInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  setInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  setInvoiceAutomation(argument: _venue_billing_v1_SetInvoiceAutomationRequest, callback: grpc.requestCallback<_venue_billing_v1_InvoiceAutomation__Output>): grpc.ClientUnaryCall;
  
  SetIssuer(argument: _venue_billing_v1_SetIssuerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  SetIssuer(argument: _venue_billing_v1_SetIssuerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  SetIssuer(argument: _venue_billing_v1_SetIssuerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  SetIssuer(argument: _venue_billing_v1_SetIssuerRequest, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  setIssuer(argument: _venue_billing_v1_SetIssuerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  setIssuer(argument: _venue_billing_v1_SetIssuerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  setIssuer(argument: _venue_billing_v1_SetIssuerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  setIssuer(argument: _venue_billing_v1_SetIssuerRequest, callback: grpc.requestCallback<_venue_billing_v1_Issuer__Output>): grpc.ClientUnaryCall;
  
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
  
  ApproveInvoice: grpc.handleUnaryCall<_venue_billing_v1_ApproveInvoiceRequest__Output, _venue_billing_v1_Document>;
  
  CancelInvoice: grpc.handleUnaryCall<_venue_billing_v1_CancelInvoiceRequest__Output, _venue_billing_v1_Document>;
  
  CheckSelections: grpc.handleUnaryCall<_venue_billing_v1_CheckSelectionsRequest__Output, _venue_billing_v1_CheckSelectionsResponse>;
  
  ConfirmOrder: grpc.handleUnaryCall<_venue_billing_v1_ConfirmOrderRequest__Output, _venue_billing_v1_Document>;
  
  CreateInvoice: grpc.handleUnaryCall<_venue_billing_v1_CreateInvoiceRequest__Output, _venue_billing_v1_Document>;
  
  CreateQuote: grpc.handleUnaryCall<_venue_billing_v1_CreateQuoteRequest__Output, _venue_billing_v1_Document>;
  
  DescribeSelections: grpc.handleUnaryCall<_venue_billing_v1_DescribeSelectionsRequest__Output, _venue_billing_v1_DescribeSelectionsResponse>;
  
  DocumentsOfBooking: grpc.handleUnaryCall<_venue_billing_v1_DocumentsOfBookingRequest__Output, _venue_billing_v1_ListDocumentsResponse>;
  
  GetDocument: grpc.handleUnaryCall<_venue_billing_v1_GetDocumentRequest__Output, _venue_billing_v1_Document>;
  
  GetIssuer: grpc.handleUnaryCall<_venue_billing_v1_GetIssuerRequest__Output, _venue_billing_v1_Issuer>;
  
  GetTaxSettings: grpc.handleUnaryCall<_venue_billing_v1_GetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings>;
  
  ListDocuments: grpc.handleUnaryCall<_venue_billing_v1_ListDocumentsRequest__Output, _venue_billing_v1_ListDocumentsResponse>;
  
  ListItems: grpc.handleUnaryCall<_venue_billing_v1_ListItemsRequest__Output, _venue_billing_v1_ListItemsResponse>;
  
  ListTariffs: grpc.handleUnaryCall<_venue_billing_v1_ListTariffsRequest__Output, _venue_billing_v1_ListTariffsResponse>;
  
  ListTaxRates: grpc.handleUnaryCall<_venue_billing_v1_ListTaxRatesRequest__Output, _venue_billing_v1_ListTaxRatesResponse>;
  
  ListUnbilled: grpc.handleUnaryCall<_venue_billing_v1_ListUnbilledRequest__Output, _venue_billing_v1_ListUnbilledResponse>;
  
  MarkProcessed: grpc.handleUnaryCall<_venue_billing_v1_MarkProcessedRequest__Output, _venue_billing_v1_Document>;
  
  PriceBooking: grpc.handleUnaryCall<_venue_billing_v1_PriceBookingRequest__Output, _venue_billing_v1_BookingPrice>;
  
  PriceBookingById: grpc.handleUnaryCall<_venue_billing_v1_PriceBookingByIdRequest__Output, _venue_billing_v1_BookingPrice>;
  
  RepriceInvoice: grpc.handleUnaryCall<_venue_billing_v1_RepriceInvoiceRequest__Output, _venue_billing_v1_Document>;
  
  SetDocumentSettings: grpc.handleUnaryCall<_venue_billing_v1_SetDocumentSettingsRequest__Output, _venue_billing_v1_DocumentSettings>;
  
  SetInvoiceAutomation: grpc.handleUnaryCall<_venue_billing_v1_SetInvoiceAutomationRequest__Output, _venue_billing_v1_InvoiceAutomation>;
  
  SetIssuer: grpc.handleUnaryCall<_venue_billing_v1_SetIssuerRequest__Output, _venue_billing_v1_Issuer>;
  
  SetTaxSettings: grpc.handleUnaryCall<_venue_billing_v1_SetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  AddItem: MethodDefinition<_venue_billing_v1_AddItemRequest, _venue_billing_v1_Item, _venue_billing_v1_AddItemRequest__Output, _venue_billing_v1_Item__Output>
  AddTariff: MethodDefinition<_venue_billing_v1_AddTariffRequest, _venue_billing_v1_Tariff, _venue_billing_v1_AddTariffRequest__Output, _venue_billing_v1_Tariff__Output>
  AddTaxRate: MethodDefinition<_venue_billing_v1_AddTaxRateRequest, _venue_billing_v1_TaxRate, _venue_billing_v1_AddTaxRateRequest__Output, _venue_billing_v1_TaxRate__Output>
  AddTaxRule: MethodDefinition<_venue_billing_v1_AddTaxRuleRequest, _venue_billing_v1_TaxRule, _venue_billing_v1_AddTaxRuleRequest__Output, _venue_billing_v1_TaxRule__Output>
  ApproveInvoice: MethodDefinition<_venue_billing_v1_ApproveInvoiceRequest, _venue_billing_v1_Document, _venue_billing_v1_ApproveInvoiceRequest__Output, _venue_billing_v1_Document__Output>
  CancelInvoice: MethodDefinition<_venue_billing_v1_CancelInvoiceRequest, _venue_billing_v1_Document, _venue_billing_v1_CancelInvoiceRequest__Output, _venue_billing_v1_Document__Output>
  CheckSelections: MethodDefinition<_venue_billing_v1_CheckSelectionsRequest, _venue_billing_v1_CheckSelectionsResponse, _venue_billing_v1_CheckSelectionsRequest__Output, _venue_billing_v1_CheckSelectionsResponse__Output>
  ConfirmOrder: MethodDefinition<_venue_billing_v1_ConfirmOrderRequest, _venue_billing_v1_Document, _venue_billing_v1_ConfirmOrderRequest__Output, _venue_billing_v1_Document__Output>
  CreateInvoice: MethodDefinition<_venue_billing_v1_CreateInvoiceRequest, _venue_billing_v1_Document, _venue_billing_v1_CreateInvoiceRequest__Output, _venue_billing_v1_Document__Output>
  CreateQuote: MethodDefinition<_venue_billing_v1_CreateQuoteRequest, _venue_billing_v1_Document, _venue_billing_v1_CreateQuoteRequest__Output, _venue_billing_v1_Document__Output>
  DescribeSelections: MethodDefinition<_venue_billing_v1_DescribeSelectionsRequest, _venue_billing_v1_DescribeSelectionsResponse, _venue_billing_v1_DescribeSelectionsRequest__Output, _venue_billing_v1_DescribeSelectionsResponse__Output>
  DocumentsOfBooking: MethodDefinition<_venue_billing_v1_DocumentsOfBookingRequest, _venue_billing_v1_ListDocumentsResponse, _venue_billing_v1_DocumentsOfBookingRequest__Output, _venue_billing_v1_ListDocumentsResponse__Output>
  GetDocument: MethodDefinition<_venue_billing_v1_GetDocumentRequest, _venue_billing_v1_Document, _venue_billing_v1_GetDocumentRequest__Output, _venue_billing_v1_Document__Output>
  GetIssuer: MethodDefinition<_venue_billing_v1_GetIssuerRequest, _venue_billing_v1_Issuer, _venue_billing_v1_GetIssuerRequest__Output, _venue_billing_v1_Issuer__Output>
  GetTaxSettings: MethodDefinition<_venue_billing_v1_GetTaxSettingsRequest, _venue_billing_v1_TaxSettings, _venue_billing_v1_GetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings__Output>
  ListDocuments: MethodDefinition<_venue_billing_v1_ListDocumentsRequest, _venue_billing_v1_ListDocumentsResponse, _venue_billing_v1_ListDocumentsRequest__Output, _venue_billing_v1_ListDocumentsResponse__Output>
  ListItems: MethodDefinition<_venue_billing_v1_ListItemsRequest, _venue_billing_v1_ListItemsResponse, _venue_billing_v1_ListItemsRequest__Output, _venue_billing_v1_ListItemsResponse__Output>
  ListTariffs: MethodDefinition<_venue_billing_v1_ListTariffsRequest, _venue_billing_v1_ListTariffsResponse, _venue_billing_v1_ListTariffsRequest__Output, _venue_billing_v1_ListTariffsResponse__Output>
  ListTaxRates: MethodDefinition<_venue_billing_v1_ListTaxRatesRequest, _venue_billing_v1_ListTaxRatesResponse, _venue_billing_v1_ListTaxRatesRequest__Output, _venue_billing_v1_ListTaxRatesResponse__Output>
  ListUnbilled: MethodDefinition<_venue_billing_v1_ListUnbilledRequest, _venue_billing_v1_ListUnbilledResponse, _venue_billing_v1_ListUnbilledRequest__Output, _venue_billing_v1_ListUnbilledResponse__Output>
  MarkProcessed: MethodDefinition<_venue_billing_v1_MarkProcessedRequest, _venue_billing_v1_Document, _venue_billing_v1_MarkProcessedRequest__Output, _venue_billing_v1_Document__Output>
  PriceBooking: MethodDefinition<_venue_billing_v1_PriceBookingRequest, _venue_billing_v1_BookingPrice, _venue_billing_v1_PriceBookingRequest__Output, _venue_billing_v1_BookingPrice__Output>
  PriceBookingById: MethodDefinition<_venue_billing_v1_PriceBookingByIdRequest, _venue_billing_v1_BookingPrice, _venue_billing_v1_PriceBookingByIdRequest__Output, _venue_billing_v1_BookingPrice__Output>
  RepriceInvoice: MethodDefinition<_venue_billing_v1_RepriceInvoiceRequest, _venue_billing_v1_Document, _venue_billing_v1_RepriceInvoiceRequest__Output, _venue_billing_v1_Document__Output>
  SetDocumentSettings: MethodDefinition<_venue_billing_v1_SetDocumentSettingsRequest, _venue_billing_v1_DocumentSettings, _venue_billing_v1_SetDocumentSettingsRequest__Output, _venue_billing_v1_DocumentSettings__Output>
  SetInvoiceAutomation: MethodDefinition<_venue_billing_v1_SetInvoiceAutomationRequest, _venue_billing_v1_InvoiceAutomation, _venue_billing_v1_SetInvoiceAutomationRequest__Output, _venue_billing_v1_InvoiceAutomation__Output>
  SetIssuer: MethodDefinition<_venue_billing_v1_SetIssuerRequest, _venue_billing_v1_Issuer, _venue_billing_v1_SetIssuerRequest__Output, _venue_billing_v1_Issuer__Output>
  SetTaxSettings: MethodDefinition<_venue_billing_v1_SetTaxSettingsRequest, _venue_billing_v1_TaxSettings, _venue_billing_v1_SetTaxSettingsRequest__Output, _venue_billing_v1_TaxSettings__Output>
}
