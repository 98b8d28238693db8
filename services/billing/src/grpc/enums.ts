// Proto enums ⇄ domain values. An unspecified or unknown enum value maps to null, which the
// domain refuses with its own wording.
import type { AutomationMode } from '../document/automation.ts';
import type { DocumentStatus, DocumentType } from '../document/document.table.ts';
import type { AppliesTo, Calculation, Interval, ItemKind, PriceType, RowKind } from '../pricing/types.ts';

function both<P extends string, D extends string>(pairs: Record<P, D>) {
  const toProto = Object.fromEntries(
    Object.entries(pairs).map(([proto, domain]) => [domain, proto]),
  ) as Record<D, P>;
  const known = pairs as Record<string, D | undefined>;
  return {
    toDomain: (value: string | number | undefined): D | null =>
      typeof value === 'string' ? (known[value] ?? null) : null,
    toProto: (value: D): P => toProto[value],
  };
}

export const calculation = both<'CALCULATION_VERTICAL' | 'CALCULATION_HORIZONTAL', Calculation>({
  CALCULATION_VERTICAL: 'vertical',
  CALCULATION_HORIZONTAL: 'horizontal',
});
export const appliesTo = both<'APPLIES_TO_MAIN' | 'APPLIES_TO_PART' | 'APPLIES_TO_BOTH', AppliesTo>({
  APPLIES_TO_MAIN: 'main',
  APPLIES_TO_PART: 'part',
  APPLIES_TO_BOTH: 'both',
});
export const priceType = both<'PRICE_TYPE_FIXED' | 'PRICE_TYPE_FLAT', PriceType>({
  PRICE_TYPE_FIXED: 'fixed',
  PRICE_TYPE_FLAT: 'flat',
});
export const interval = both<
  | 'INTERVAL_PER_MINUTE'
  | 'INTERVAL_PER_30_MINUTES'
  | 'INTERVAL_PER_HOUR'
  | 'INTERVAL_PER_DAY'
  | 'INTERVAL_PER_QUANTITY',
  Interval
>({
  INTERVAL_PER_MINUTE: 'per_minute',
  INTERVAL_PER_30_MINUTES: 'per_30_minutes',
  INTERVAL_PER_HOUR: 'per_hour',
  INTERVAL_PER_DAY: 'per_day',
  INTERVAL_PER_QUANTITY: 'per_quantity',
});
export const itemKind = both<'ITEM_KIND_INVENTORY' | 'ITEM_KIND_SERVICE', ItemKind>({
  ITEM_KIND_INVENTORY: 'inventory',
  ITEM_KIND_SERVICE: 'service',
});
export const rowKind = both<'ROW_KIND_RESOURCE' | 'ROW_KIND_INVENTORY' | 'ROW_KIND_SERVICE', RowKind>({
  ROW_KIND_RESOURCE: 'resource',
  ROW_KIND_INVENTORY: 'inventory',
  ROW_KIND_SERVICE: 'service',
});

export const documentType = both<
  'DOCUMENT_TYPE_INVOICE' | 'DOCUMENT_TYPE_QUOTE' | 'DOCUMENT_TYPE_ORDER_CONFIRMATION' | 'DOCUMENT_TYPE_CANCELLATION',
  DocumentType
>({
  DOCUMENT_TYPE_INVOICE: 'invoice',
  DOCUMENT_TYPE_QUOTE: 'quote',
  DOCUMENT_TYPE_ORDER_CONFIRMATION: 'order_confirmation',
  DOCUMENT_TYPE_CANCELLATION: 'cancellation',
});
export const documentStatus = both<'DOCUMENT_STATUS_DRAFT' | 'DOCUMENT_STATUS_APPROVED' | 'DOCUMENT_STATUS_CANCELLED', DocumentStatus>({
  DOCUMENT_STATUS_DRAFT: 'draft',
  DOCUMENT_STATUS_APPROVED: 'approved',
  DOCUMENT_STATUS_CANCELLED: 'cancelled',
});
export const automationMode = both<'AUTOMATION_MODE_OFF' | 'AUTOMATION_MODE_ON_BOOKING', AutomationMode>({
  AUTOMATION_MODE_OFF: 'off',
  AUTOMATION_MODE_ON_BOOKING: 'on_booking',
});
