import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddItemRequest as _venue_billing_v1_AddItemRequest, AddItemRequest__Output as _venue_billing_v1_AddItemRequest__Output } from './venue/billing/v1/AddItemRequest';
import type { AddTariffRequest as _venue_billing_v1_AddTariffRequest, AddTariffRequest__Output as _venue_billing_v1_AddTariffRequest__Output } from './venue/billing/v1/AddTariffRequest';
import type { AddTaxRateRequest as _venue_billing_v1_AddTaxRateRequest, AddTaxRateRequest__Output as _venue_billing_v1_AddTaxRateRequest__Output } from './venue/billing/v1/AddTaxRateRequest';
import type { AddTaxRuleRequest as _venue_billing_v1_AddTaxRuleRequest, AddTaxRuleRequest__Output as _venue_billing_v1_AddTaxRuleRequest__Output } from './venue/billing/v1/AddTaxRuleRequest';
import type { ApproveInvoiceRequest as _venue_billing_v1_ApproveInvoiceRequest, ApproveInvoiceRequest__Output as _venue_billing_v1_ApproveInvoiceRequest__Output } from './venue/billing/v1/ApproveInvoiceRequest';
import type { BillingServiceClient as _venue_billing_v1_BillingServiceClient, BillingServiceDefinition as _venue_billing_v1_BillingServiceDefinition } from './venue/billing/v1/BillingService';
import type { BookedInstance as _venue_billing_v1_BookedInstance, BookedInstance__Output as _venue_billing_v1_BookedInstance__Output } from './venue/billing/v1/BookedInstance';
import type { BookingPrice as _venue_billing_v1_BookingPrice, BookingPrice__Output as _venue_billing_v1_BookingPrice__Output } from './venue/billing/v1/BookingPrice';
import type { CancelInvoiceRequest as _venue_billing_v1_CancelInvoiceRequest, CancelInvoiceRequest__Output as _venue_billing_v1_CancelInvoiceRequest__Output } from './venue/billing/v1/CancelInvoiceRequest';
import type { CheckSelectionsRequest as _venue_billing_v1_CheckSelectionsRequest, CheckSelectionsRequest__Output as _venue_billing_v1_CheckSelectionsRequest__Output } from './venue/billing/v1/CheckSelectionsRequest';
import type { CheckSelectionsResponse as _venue_billing_v1_CheckSelectionsResponse, CheckSelectionsResponse__Output as _venue_billing_v1_CheckSelectionsResponse__Output } from './venue/billing/v1/CheckSelectionsResponse';
import type { ClearableInt32 as _venue_billing_v1_ClearableInt32, ClearableInt32__Output as _venue_billing_v1_ClearableInt32__Output } from './venue/billing/v1/ClearableInt32';
import type { Company as _venue_billing_v1_Company, Company__Output as _venue_billing_v1_Company__Output } from './venue/billing/v1/Company';
import type { ConfirmOrderRequest as _venue_billing_v1_ConfirmOrderRequest, ConfirmOrderRequest__Output as _venue_billing_v1_ConfirmOrderRequest__Output } from './venue/billing/v1/ConfirmOrderRequest';
import type { CreateInvoiceRequest as _venue_billing_v1_CreateInvoiceRequest, CreateInvoiceRequest__Output as _venue_billing_v1_CreateInvoiceRequest__Output } from './venue/billing/v1/CreateInvoiceRequest';
import type { CreateQuoteRequest as _venue_billing_v1_CreateQuoteRequest, CreateQuoteRequest__Output as _venue_billing_v1_CreateQuoteRequest__Output } from './venue/billing/v1/CreateQuoteRequest';
import type { CustomerCard as _venue_billing_v1_CustomerCard, CustomerCard__Output as _venue_billing_v1_CustomerCard__Output } from './venue/billing/v1/CustomerCard';
import type { CustomerItem as _venue_billing_v1_CustomerItem, CustomerItem__Output as _venue_billing_v1_CustomerItem__Output } from './venue/billing/v1/CustomerItem';
import type { DescribeSelectionsRequest as _venue_billing_v1_DescribeSelectionsRequest, DescribeSelectionsRequest__Output as _venue_billing_v1_DescribeSelectionsRequest__Output } from './venue/billing/v1/DescribeSelectionsRequest';
import type { DescribeSelectionsResponse as _venue_billing_v1_DescribeSelectionsResponse, DescribeSelectionsResponse__Output as _venue_billing_v1_DescribeSelectionsResponse__Output } from './venue/billing/v1/DescribeSelectionsResponse';
import type { Document as _venue_billing_v1_Document, Document__Output as _venue_billing_v1_Document__Output } from './venue/billing/v1/Document';
import type { DocumentRow as _venue_billing_v1_DocumentRow, DocumentRow__Output as _venue_billing_v1_DocumentRow__Output } from './venue/billing/v1/DocumentRow';
import type { DocumentSettings as _venue_billing_v1_DocumentSettings, DocumentSettings__Output as _venue_billing_v1_DocumentSettings__Output } from './venue/billing/v1/DocumentSettings';
import type { DocumentsOfBookingRequest as _venue_billing_v1_DocumentsOfBookingRequest, DocumentsOfBookingRequest__Output as _venue_billing_v1_DocumentsOfBookingRequest__Output } from './venue/billing/v1/DocumentsOfBookingRequest';
import type { GetDocumentRequest as _venue_billing_v1_GetDocumentRequest, GetDocumentRequest__Output as _venue_billing_v1_GetDocumentRequest__Output } from './venue/billing/v1/GetDocumentRequest';
import type { GetIssuerRequest as _venue_billing_v1_GetIssuerRequest, GetIssuerRequest__Output as _venue_billing_v1_GetIssuerRequest__Output } from './venue/billing/v1/GetIssuerRequest';
import type { GetTaxSettingsRequest as _venue_billing_v1_GetTaxSettingsRequest, GetTaxSettingsRequest__Output as _venue_billing_v1_GetTaxSettingsRequest__Output } from './venue/billing/v1/GetTaxSettingsRequest';
import type { InventoryDetails as _venue_billing_v1_InventoryDetails, InventoryDetails__Output as _venue_billing_v1_InventoryDetails__Output } from './venue/billing/v1/InventoryDetails';
import type { InvoiceAutomation as _venue_billing_v1_InvoiceAutomation, InvoiceAutomation__Output as _venue_billing_v1_InvoiceAutomation__Output } from './venue/billing/v1/InvoiceAutomation';
import type { Issuer as _venue_billing_v1_Issuer, Issuer__Output as _venue_billing_v1_Issuer__Output } from './venue/billing/v1/Issuer';
import type { IssuerFields as _venue_billing_v1_IssuerFields, IssuerFields__Output as _venue_billing_v1_IssuerFields__Output } from './venue/billing/v1/IssuerFields';
import type { Item as _venue_billing_v1_Item, Item__Output as _venue_billing_v1_Item__Output } from './venue/billing/v1/Item';
import type { ItemPrice as _venue_billing_v1_ItemPrice, ItemPrice__Output as _venue_billing_v1_ItemPrice__Output } from './venue/billing/v1/ItemPrice';
import type { ItemPriceInput as _venue_billing_v1_ItemPriceInput, ItemPriceInput__Output as _venue_billing_v1_ItemPriceInput__Output } from './venue/billing/v1/ItemPriceInput';
import type { ItemSelection as _venue_billing_v1_ItemSelection, ItemSelection__Output as _venue_billing_v1_ItemSelection__Output } from './venue/billing/v1/ItemSelection';
import type { ListDocumentsRequest as _venue_billing_v1_ListDocumentsRequest, ListDocumentsRequest__Output as _venue_billing_v1_ListDocumentsRequest__Output } from './venue/billing/v1/ListDocumentsRequest';
import type { ListDocumentsResponse as _venue_billing_v1_ListDocumentsResponse, ListDocumentsResponse__Output as _venue_billing_v1_ListDocumentsResponse__Output } from './venue/billing/v1/ListDocumentsResponse';
import type { ListItemsRequest as _venue_billing_v1_ListItemsRequest, ListItemsRequest__Output as _venue_billing_v1_ListItemsRequest__Output } from './venue/billing/v1/ListItemsRequest';
import type { ListItemsResponse as _venue_billing_v1_ListItemsResponse, ListItemsResponse__Output as _venue_billing_v1_ListItemsResponse__Output } from './venue/billing/v1/ListItemsResponse';
import type { ListTariffsRequest as _venue_billing_v1_ListTariffsRequest, ListTariffsRequest__Output as _venue_billing_v1_ListTariffsRequest__Output } from './venue/billing/v1/ListTariffsRequest';
import type { ListTariffsResponse as _venue_billing_v1_ListTariffsResponse, ListTariffsResponse__Output as _venue_billing_v1_ListTariffsResponse__Output } from './venue/billing/v1/ListTariffsResponse';
import type { ListTaxRatesRequest as _venue_billing_v1_ListTaxRatesRequest, ListTaxRatesRequest__Output as _venue_billing_v1_ListTaxRatesRequest__Output } from './venue/billing/v1/ListTaxRatesRequest';
import type { ListTaxRatesResponse as _venue_billing_v1_ListTaxRatesResponse, ListTaxRatesResponse__Output as _venue_billing_v1_ListTaxRatesResponse__Output } from './venue/billing/v1/ListTaxRatesResponse';
import type { ListUnbilledRequest as _venue_billing_v1_ListUnbilledRequest, ListUnbilledRequest__Output as _venue_billing_v1_ListUnbilledRequest__Output } from './venue/billing/v1/ListUnbilledRequest';
import type { ListUnbilledResponse as _venue_billing_v1_ListUnbilledResponse, ListUnbilledResponse__Output as _venue_billing_v1_ListUnbilledResponse__Output } from './venue/billing/v1/ListUnbilledResponse';
import type { MarkProcessedRequest as _venue_billing_v1_MarkProcessedRequest, MarkProcessedRequest__Output as _venue_billing_v1_MarkProcessedRequest__Output } from './venue/billing/v1/MarkProcessedRequest';
import type { NamedId as _venue_billing_v1_NamedId, NamedId__Output as _venue_billing_v1_NamedId__Output } from './venue/billing/v1/NamedId';
import type { PriceBookingByIdRequest as _venue_billing_v1_PriceBookingByIdRequest, PriceBookingByIdRequest__Output as _venue_billing_v1_PriceBookingByIdRequest__Output } from './venue/billing/v1/PriceBookingByIdRequest';
import type { PriceBookingRequest as _venue_billing_v1_PriceBookingRequest, PriceBookingRequest__Output as _venue_billing_v1_PriceBookingRequest__Output } from './venue/billing/v1/PriceBookingRequest';
import type { PricedRow as _venue_billing_v1_PricedRow, PricedRow__Output as _venue_billing_v1_PricedRow__Output } from './venue/billing/v1/PricedRow';
import type { RepriceInvoiceRequest as _venue_billing_v1_RepriceInvoiceRequest, RepriceInvoiceRequest__Output as _venue_billing_v1_RepriceInvoiceRequest__Output } from './venue/billing/v1/RepriceInvoiceRequest';
import type { SelectedItem as _venue_billing_v1_SelectedItem, SelectedItem__Output as _venue_billing_v1_SelectedItem__Output } from './venue/billing/v1/SelectedItem';
import type { SetDocumentSettingsRequest as _venue_billing_v1_SetDocumentSettingsRequest, SetDocumentSettingsRequest__Output as _venue_billing_v1_SetDocumentSettingsRequest__Output } from './venue/billing/v1/SetDocumentSettingsRequest';
import type { SetInvoiceAutomationRequest as _venue_billing_v1_SetInvoiceAutomationRequest, SetInvoiceAutomationRequest__Output as _venue_billing_v1_SetInvoiceAutomationRequest__Output } from './venue/billing/v1/SetInvoiceAutomationRequest';
import type { SetIssuerRequest as _venue_billing_v1_SetIssuerRequest, SetIssuerRequest__Output as _venue_billing_v1_SetIssuerRequest__Output } from './venue/billing/v1/SetIssuerRequest';
import type { SetTaxSettingsRequest as _venue_billing_v1_SetTaxSettingsRequest, SetTaxSettingsRequest__Output as _venue_billing_v1_SetTaxSettingsRequest__Output } from './venue/billing/v1/SetTaxSettingsRequest';
import type { Tariff as _venue_billing_v1_Tariff, Tariff__Output as _venue_billing_v1_Tariff__Output } from './venue/billing/v1/Tariff';
import type { TaxRate as _venue_billing_v1_TaxRate, TaxRate__Output as _venue_billing_v1_TaxRate__Output } from './venue/billing/v1/TaxRate';
import type { TaxRule as _venue_billing_v1_TaxRule, TaxRule__Output as _venue_billing_v1_TaxRule__Output } from './venue/billing/v1/TaxRule';
import type { TaxSettings as _venue_billing_v1_TaxSettings, TaxSettings__Output as _venue_billing_v1_TaxSettings__Output } from './venue/billing/v1/TaxSettings';
import type { TaxTotal as _venue_billing_v1_TaxTotal, TaxTotal__Output as _venue_billing_v1_TaxTotal__Output } from './venue/billing/v1/TaxTotal';
import type { UnbilledBooking as _venue_billing_v1_UnbilledBooking, UnbilledBooking__Output as _venue_billing_v1_UnbilledBooking__Output } from './venue/billing/v1/UnbilledBooking';
import type { DayTimes as _venue_common_v1_DayTimes, DayTimes__Output as _venue_common_v1_DayTimes__Output } from './venue/common/v1/DayTimes';
import type { LocalDate as _venue_common_v1_LocalDate, LocalDate__Output as _venue_common_v1_LocalDate__Output } from './venue/common/v1/LocalDate';
import type { LocalDateTime as _venue_common_v1_LocalDateTime, LocalDateTime__Output as _venue_common_v1_LocalDateTime__Output } from './venue/common/v1/LocalDateTime';

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
        ApproveInvoiceRequest: MessageTypeDefinition<_venue_billing_v1_ApproveInvoiceRequest, _venue_billing_v1_ApproveInvoiceRequest__Output>
        AutomationMode: EnumTypeDefinition
        BillingService: SubtypeConstructor<typeof grpc.Client, _venue_billing_v1_BillingServiceClient> & { service: _venue_billing_v1_BillingServiceDefinition }
        BookedInstance: MessageTypeDefinition<_venue_billing_v1_BookedInstance, _venue_billing_v1_BookedInstance__Output>
        BookingPrice: MessageTypeDefinition<_venue_billing_v1_BookingPrice, _venue_billing_v1_BookingPrice__Output>
        Calculation: EnumTypeDefinition
        CancelInvoiceRequest: MessageTypeDefinition<_venue_billing_v1_CancelInvoiceRequest, _venue_billing_v1_CancelInvoiceRequest__Output>
        CheckSelectionsRequest: MessageTypeDefinition<_venue_billing_v1_CheckSelectionsRequest, _venue_billing_v1_CheckSelectionsRequest__Output>
        CheckSelectionsResponse: MessageTypeDefinition<_venue_billing_v1_CheckSelectionsResponse, _venue_billing_v1_CheckSelectionsResponse__Output>
        ClearableInt32: MessageTypeDefinition<_venue_billing_v1_ClearableInt32, _venue_billing_v1_ClearableInt32__Output>
        Company: MessageTypeDefinition<_venue_billing_v1_Company, _venue_billing_v1_Company__Output>
        ConfirmOrderRequest: MessageTypeDefinition<_venue_billing_v1_ConfirmOrderRequest, _venue_billing_v1_ConfirmOrderRequest__Output>
        CreateInvoiceRequest: MessageTypeDefinition<_venue_billing_v1_CreateInvoiceRequest, _venue_billing_v1_CreateInvoiceRequest__Output>
        CreateQuoteRequest: MessageTypeDefinition<_venue_billing_v1_CreateQuoteRequest, _venue_billing_v1_CreateQuoteRequest__Output>
        CustomerCard: MessageTypeDefinition<_venue_billing_v1_CustomerCard, _venue_billing_v1_CustomerCard__Output>
        CustomerItem: MessageTypeDefinition<_venue_billing_v1_CustomerItem, _venue_billing_v1_CustomerItem__Output>
        DescribeSelectionsRequest: MessageTypeDefinition<_venue_billing_v1_DescribeSelectionsRequest, _venue_billing_v1_DescribeSelectionsRequest__Output>
        DescribeSelectionsResponse: MessageTypeDefinition<_venue_billing_v1_DescribeSelectionsResponse, _venue_billing_v1_DescribeSelectionsResponse__Output>
        Document: MessageTypeDefinition<_venue_billing_v1_Document, _venue_billing_v1_Document__Output>
        DocumentRow: MessageTypeDefinition<_venue_billing_v1_DocumentRow, _venue_billing_v1_DocumentRow__Output>
        DocumentSettings: MessageTypeDefinition<_venue_billing_v1_DocumentSettings, _venue_billing_v1_DocumentSettings__Output>
        DocumentStatus: EnumTypeDefinition
        DocumentType: EnumTypeDefinition
        DocumentsOfBookingRequest: MessageTypeDefinition<_venue_billing_v1_DocumentsOfBookingRequest, _venue_billing_v1_DocumentsOfBookingRequest__Output>
        GetDocumentRequest: MessageTypeDefinition<_venue_billing_v1_GetDocumentRequest, _venue_billing_v1_GetDocumentRequest__Output>
        GetIssuerRequest: MessageTypeDefinition<_venue_billing_v1_GetIssuerRequest, _venue_billing_v1_GetIssuerRequest__Output>
        GetTaxSettingsRequest: MessageTypeDefinition<_venue_billing_v1_GetTaxSettingsRequest, _venue_billing_v1_GetTaxSettingsRequest__Output>
        Interval: EnumTypeDefinition
        InventoryDetails: MessageTypeDefinition<_venue_billing_v1_InventoryDetails, _venue_billing_v1_InventoryDetails__Output>
        InvoiceAutomation: MessageTypeDefinition<_venue_billing_v1_InvoiceAutomation, _venue_billing_v1_InvoiceAutomation__Output>
        Issuer: MessageTypeDefinition<_venue_billing_v1_Issuer, _venue_billing_v1_Issuer__Output>
        IssuerFields: MessageTypeDefinition<_venue_billing_v1_IssuerFields, _venue_billing_v1_IssuerFields__Output>
        Item: MessageTypeDefinition<_venue_billing_v1_Item, _venue_billing_v1_Item__Output>
        ItemKind: EnumTypeDefinition
        ItemPrice: MessageTypeDefinition<_venue_billing_v1_ItemPrice, _venue_billing_v1_ItemPrice__Output>
        ItemPriceInput: MessageTypeDefinition<_venue_billing_v1_ItemPriceInput, _venue_billing_v1_ItemPriceInput__Output>
        ItemSelection: MessageTypeDefinition<_venue_billing_v1_ItemSelection, _venue_billing_v1_ItemSelection__Output>
        ListDocumentsRequest: MessageTypeDefinition<_venue_billing_v1_ListDocumentsRequest, _venue_billing_v1_ListDocumentsRequest__Output>
        ListDocumentsResponse: MessageTypeDefinition<_venue_billing_v1_ListDocumentsResponse, _venue_billing_v1_ListDocumentsResponse__Output>
        ListItemsRequest: MessageTypeDefinition<_venue_billing_v1_ListItemsRequest, _venue_billing_v1_ListItemsRequest__Output>
        ListItemsResponse: MessageTypeDefinition<_venue_billing_v1_ListItemsResponse, _venue_billing_v1_ListItemsResponse__Output>
        ListTariffsRequest: MessageTypeDefinition<_venue_billing_v1_ListTariffsRequest, _venue_billing_v1_ListTariffsRequest__Output>
        ListTariffsResponse: MessageTypeDefinition<_venue_billing_v1_ListTariffsResponse, _venue_billing_v1_ListTariffsResponse__Output>
        ListTaxRatesRequest: MessageTypeDefinition<_venue_billing_v1_ListTaxRatesRequest, _venue_billing_v1_ListTaxRatesRequest__Output>
        ListTaxRatesResponse: MessageTypeDefinition<_venue_billing_v1_ListTaxRatesResponse, _venue_billing_v1_ListTaxRatesResponse__Output>
        ListUnbilledRequest: MessageTypeDefinition<_venue_billing_v1_ListUnbilledRequest, _venue_billing_v1_ListUnbilledRequest__Output>
        ListUnbilledResponse: MessageTypeDefinition<_venue_billing_v1_ListUnbilledResponse, _venue_billing_v1_ListUnbilledResponse__Output>
        MarkProcessedRequest: MessageTypeDefinition<_venue_billing_v1_MarkProcessedRequest, _venue_billing_v1_MarkProcessedRequest__Output>
        NamedId: MessageTypeDefinition<_venue_billing_v1_NamedId, _venue_billing_v1_NamedId__Output>
        PriceBookingByIdRequest: MessageTypeDefinition<_venue_billing_v1_PriceBookingByIdRequest, _venue_billing_v1_PriceBookingByIdRequest__Output>
        PriceBookingRequest: MessageTypeDefinition<_venue_billing_v1_PriceBookingRequest, _venue_billing_v1_PriceBookingRequest__Output>
        PriceType: EnumTypeDefinition
        PricedRow: MessageTypeDefinition<_venue_billing_v1_PricedRow, _venue_billing_v1_PricedRow__Output>
        RepriceInvoiceRequest: MessageTypeDefinition<_venue_billing_v1_RepriceInvoiceRequest, _venue_billing_v1_RepriceInvoiceRequest__Output>
        RowKind: EnumTypeDefinition
        SelectedItem: MessageTypeDefinition<_venue_billing_v1_SelectedItem, _venue_billing_v1_SelectedItem__Output>
        SetDocumentSettingsRequest: MessageTypeDefinition<_venue_billing_v1_SetDocumentSettingsRequest, _venue_billing_v1_SetDocumentSettingsRequest__Output>
        SetInvoiceAutomationRequest: MessageTypeDefinition<_venue_billing_v1_SetInvoiceAutomationRequest, _venue_billing_v1_SetInvoiceAutomationRequest__Output>
        SetIssuerRequest: MessageTypeDefinition<_venue_billing_v1_SetIssuerRequest, _venue_billing_v1_SetIssuerRequest__Output>
        SetTaxSettingsRequest: MessageTypeDefinition<_venue_billing_v1_SetTaxSettingsRequest, _venue_billing_v1_SetTaxSettingsRequest__Output>
        Tariff: MessageTypeDefinition<_venue_billing_v1_Tariff, _venue_billing_v1_Tariff__Output>
        TaxRate: MessageTypeDefinition<_venue_billing_v1_TaxRate, _venue_billing_v1_TaxRate__Output>
        TaxRule: MessageTypeDefinition<_venue_billing_v1_TaxRule, _venue_billing_v1_TaxRule__Output>
        TaxSettings: MessageTypeDefinition<_venue_billing_v1_TaxSettings, _venue_billing_v1_TaxSettings__Output>
        TaxTotal: MessageTypeDefinition<_venue_billing_v1_TaxTotal, _venue_billing_v1_TaxTotal__Output>
        UnbilledBooking: MessageTypeDefinition<_venue_billing_v1_UnbilledBooking, _venue_billing_v1_UnbilledBooking__Output>
      }
    }
    common: {
      v1: {
        DayTimes: MessageTypeDefinition<_venue_common_v1_DayTimes, _venue_common_v1_DayTimes__Output>
        LocalDate: MessageTypeDefinition<_venue_common_v1_LocalDate, _venue_common_v1_LocalDate__Output>
        LocalDateTime: MessageTypeDefinition<_venue_common_v1_LocalDateTime, _venue_common_v1_LocalDateTime__Output>
        Weekday: EnumTypeDefinition
      }
    }
  }
}

