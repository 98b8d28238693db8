// After the table: the totals (net, VAT per rate or exemption, total amount), kept together on
// one page, then the notes (§19 UStG, payment terms, bank account), each kept whole.
import { COLOR, mm, PAGE, WIDTH, type Sheet } from './layout.ts';
import { newPage } from './table.ts';
import type { DocumentView, TotalLine } from './view.ts';

const TOTALS = { x: mm(95), amount: 80, gap: 2.5 } as const;
const LABEL_WIDTH = PAGE.right - TOTALS.amount - mm(2) - TOTALS.x;

const styleOf = (line: TotalLine) => ({ size: line.strong ? 10 : 8.5, bold: line.strong ?? false });

function lineHeight(sheet: Sheet, line: TotalLine): number {
  return sheet.height(line.label, LABEL_WIDTH, styleOf(line)) + TOTALS.gap + (line.strong ? 4 : 0);
}

export function drawTotals(sheet: Sheet, view: DocumentView) {
  const block = mm(5) + view.totals.reduce((sum, line) => sum + lineHeight(sheet, line), 0);
  if (!sheet.fits(block)) newPage(sheet, view);
  let y = sheet.y + mm(5);
  for (const line of view.totals) {
    if (line.strong) {
      sheet.rule(y, COLOR.text, TOTALS.x, PAGE.right, 0.8);
      y += 4;
    }
    const style = styleOf(line);
    const height = sheet.text(line.label, TOTALS.x, y, LABEL_WIDTH, style);
    sheet.text(line.amount, PAGE.right - TOTALS.amount, y, TOTALS.amount, { ...style, align: 'right' });
    y += height + TOTALS.gap;
  }
  sheet.y = y;
}

export function drawNotes(sheet: Sheet, view: DocumentView) {
  sheet.y += mm(4);
  for (const note of view.notes) {
    const height = sheet.height(note, WIDTH, { size: 9 });
    if (!sheet.fits(height)) newPage(sheet, view);
    sheet.y += sheet.text(note, PAGE.left, sheet.y, WIDTH, { size: 9 }) + mm(2.5);
  }
}
