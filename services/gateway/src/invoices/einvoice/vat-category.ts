// The VAT category, rate and exemption reason of one document row (BT-151, BT-152 and the BT-120
// its breakdown will carry), from what the row kept of its tax rate.
import type { billing } from '@venue/contracts';
import type { VatCategory } from './model.ts';
import { DEFAULT_EXEMPTION_REASON, SMALL_BUSINESS_NOTE } from './texts.ts';

const CATEGORIES: readonly VatCategory[] = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'];

export interface LineVat {
  category: VatCategory;
  rateBp: number;
  /** BT-120 for every category but S and Z */
  exemptionReason?: string;
}

export function isVatCategory(code: string): code is VatCategory {
  return (CATEGORIES as readonly string[]).includes(code);
}

/** The order of VAT breakdowns: standard rate first, the rest as UNTDID 5305 lists them in billing.proto. */
export const categoryOrder = (category: VatCategory): number => CATEGORIES.indexOf(category);

/**
 * A small business (§ 19 UStG) charges no VAT: every line is exempt at 0 % with the § 19
 * statement, whatever the rows kept. Otherwise the row's category; a row made before categories
 * were kept has "" and is standard rated above 0 %, exempt at 0 % (billing.proto). A category
 * without VAT takes the row's reason, else the wording the law asks for (texts.ts).
 */
export function lineVatOf(row: billing.DocumentRow__Output, smallBusiness: boolean): LineVat {
  if (smallBusiness) return { category: 'E', rateBp: 0, exemptionReason: SMALL_BUSINESS_NOTE };
  const code = row.tax_category.trim().toUpperCase() || (row.tax_rate_bp > 0 ? 'S' : 'E');
  if (!isVatCategory(code))
    throw new Error(`row ${row.id} has VAT category "${row.tax_category}", which EN 16931 does not know`);
  if (code === 'S' || code === 'Z') return { category: code, rateBp: row.tax_rate_bp };
  const exemptionReason = row.tax_exemption_reason.trim() || DEFAULT_EXEMPTION_REASON[code];
  return { category: code, rateBp: row.tax_rate_bp, exemptionReason };
}
