// The VAT breakdown (BG-23) and the document totals (BG-22) as EN 16931 computes them, and the
// rounding amount (BT-114) that reconciles them with what the document actually charges.
//
// Venue rounds tax once per row and sums the rows (docs/decisions.md, "Intervals and rounding");
// EN 16931 rounds once per VAT category and rate (BR-CO-17). The two can differ by a few cents.
// The customer owes what the document says, so the amount due (BT-115) is the document's gross
// and the difference is the rounding amount, which BR-CO-16 allows for: BT-115 = BT-112 + BT-114.
import { taxCentsOf } from './decimals.ts';
import type { DocumentTotals, InvoiceLine, VatBreakdown } from './model.ts';
import { EXEMPTION_CODE } from './texts.ts';
import { categoryOrder, type LineVat } from './vat-category.ts';

/** BG-23: one entry per category and rate, BT-116 the sum of its lines, BT-117 rounded once. */
export function vatBreakdownOf(lines: readonly { line: InvoiceLine; vat: LineVat }[]): VatBreakdown[] {
  const groups = new Map<string, { vat: LineVat; taxableCents: number; reasons: Set<string> }>();
  for (const { line, vat } of lines) {
    const key = `${vat.category} ${vat.rateBp}`;
    const group = groups.get(key) ?? { vat, taxableCents: 0, reasons: new Set<string>() };
    group.taxableCents += line.netCents;
    if (vat.exemptionReason) group.reasons.add(vat.exemptionReason);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort(
      (a, b) => categoryOrder(a.vat.category) - categoryOrder(b.vat.category) || a.vat.rateBp - b.vat.rateBp,
    )
    .map(({ vat, taxableCents, reasons }) => ({
      category: vat.category,
      rateBp: vat.rateBp,
      taxableCents,
      taxCents: taxCentsOf(taxableCents, vat.rateBp),
      // EN 16931 has one breakdown per exempt category, so rows exempt for different reasons share it
      exemptionReason: reasons.size > 0 ? [...reasons].join('; ') : undefined,
      exemptionCode: EXEMPTION_CODE[vat.category],
    }));
}

/**
 * BG-22 for a document that charges `dueCents`. A difference larger than per-row rounding can
 * explain (at most a cent per row and per breakdown) means the stored amounts do not belong
 * together: refused rather than hidden in BT-114.
 */
export function totalsOf(
  lines: readonly InvoiceLine[],
  breakdown: readonly VatBreakdown[],
  dueCents: number,
): DocumentTotals {
  const lineNetCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = breakdown.reduce((sum, vat) => sum + vat.taxCents, 0);
  const taxInclusiveCents = lineNetCents + taxCents;
  const roundingCents = dueCents - taxInclusiveCents;
  if (Math.abs(roundingCents) > lines.length + breakdown.length) {
    throw new Error(
      `the document charges ${dueCents} cents but its lines come to ${taxInclusiveCents}: more than rounding can explain`,
    );
  }
  return {
    lineNetCents,
    taxExclusiveCents: lineNetCents,
    taxCents,
    taxInclusiveCents,
    roundingCents,
    dueCents,
  };
}
