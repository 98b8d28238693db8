// The first page's head: the issuer's letterhead, the recipient in the address field of a
// window envelope (DIN 5008 form B) under the sender's return line, the information block beside
// it (number, dates, customer number, references), fold and hole marks, and the title.
import { COLOR, mm, PAGE, type Sheet } from './layout.ts';
import type { DocumentView } from './view.ts';

const ADDRESS = { x: PAGE.left, returnY: mm(57.5), y: mm(62.7), width: mm(80) } as const;
const INFO = { x: mm(122), y: mm(50), label: mm(29), width: mm(68) } as const;
const TITLE_Y = mm(98.5);

/** Fold marks at 105 and 210 mm and the hole mark at 148.5 mm, at the left edge. */
function marks(sheet: Sheet) {
  for (const [y, length] of [
    [mm(105), mm(5)],
    [mm(148.5), mm(7)],
    [mm(210), mm(5)],
  ] as const) {
    sheet.rule(y, COLOR.rule, mm(3), mm(3) + length, 0.4);
  }
}

/** Draws the head of the first page; the content goes on below it (sheet.y). */
export function drawLetterhead(sheet: Sheet, view: DocumentView) {
  marks(sheet);

  // The issuer: name on the left, address and contact set right.
  sheet.text(view.issuerName, PAGE.left, mm(14), mm(100), { size: 15, bold: true });
  let y = mm(14);
  for (const line of view.issuerLines) {
    y += sheet.text(line, mm(120), y, PAGE.right - mm(120), { size: 8, color: COLOR.muted, align: 'right' });
  }

  // The address field: the return line, small and underlined by a rule, then the recipient.
  const returnHeight = sheet.text(view.returnAddress, ADDRESS.x, ADDRESS.returnY, ADDRESS.width, {
    size: 6.5,
    color: COLOR.muted,
  });
  if (returnHeight > 0)
    sheet.rule(ADDRESS.returnY + returnHeight + 0.5, COLOR.faint, ADDRESS.x, ADDRESS.x + ADDRESS.width);
  y = ADDRESS.y;
  for (const line of view.recipient) y += sheet.text(line, ADDRESS.x, y, ADDRESS.width, { size: 10 });

  // The information block.
  y = INFO.y;
  for (const [label, value] of view.facts) {
    const labelHeight = sheet.text(label, INFO.x, y, INFO.label - mm(1), { size: 8, color: COLOR.muted });
    const valueHeight = sheet.text(value, INFO.x + INFO.label, y, INFO.width - INFO.label, {
      size: 8,
      align: 'right',
    });
    y += Math.max(labelHeight, valueHeight) + 1.5;
  }

  // The title and, for a cancellation invoice, the invoice it cancels.
  y = Math.max(TITLE_Y, y + mm(6));
  y += sheet.text(`${view.title} ${view.number}`, PAGE.left, y, mm(165), { size: 14, bold: true });
  if (view.subtitle !== '') y += 2 + sheet.text(view.subtitle, PAGE.left, y + 2, mm(165), { size: 9.5 });
  sheet.y = y + mm(6);
}

/** The head of the pages after the first: title and number, small, so a loose page is known. */
export function drawContinuationHead(sheet: Sheet, view: DocumentView) {
  const height = sheet.text(`${view.title} ${view.number}`, PAGE.left, PAGE.top, mm(120), {
    size: 8,
    color: COLOR.muted,
  });
  sheet.text(view.issuerName, mm(120), PAGE.top, PAGE.right - mm(120), {
    size: 8,
    color: COLOR.muted,
    align: 'right',
  });
  sheet.y = PAGE.top + height + mm(5);
}
