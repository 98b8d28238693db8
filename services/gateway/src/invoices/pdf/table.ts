// The rows table: position, description (what, when, which booking, a VAT exemption), quantity
// and unit, unit price, VAT rate and net amount. A row that does not fit above the footer goes to
// a new page, which repeats the table header; a row is never split.
import { COLOR, PAGE, type Sheet } from './layout.ts';
import { drawContinuationHead } from './letterhead.ts';
import type { DocumentView, PrintedRow } from './view.ts';

type Key = 'position' | 'description' | 'quantity' | 'unitPrice' | 'rate' | 'net';
interface Column {
  key: Key;
  x: number;
  width: number;
  align: 'left' | 'right';
}

const GAP = 6;
const FIXED: Array<{ key: Exclude<Key, 'description'>; width: number }> = [
  { key: 'quantity', width: 64 },
  { key: 'unitPrice', width: 66 },
  { key: 'rate', width: 38 },
  { key: 'net', width: 70 },
];
const POSITION_WIDTH = 20;
const ROW = { size: 8.5, detail: 7.5, padding: 3.5 } as const;
const HEAD_SIZE = 7.5;

/** The columns from left to right; without VAT (§19 UStG) the description takes the rate's room. */
function columnsOf(showTax: boolean): Column[] {
  const fixed = FIXED.filter((column) => showTax || column.key !== 'rate');
  const fixedWidth = fixed.reduce((sum, column) => sum + column.width + GAP, 0);
  const columns: Column[] = [
    { key: 'position', x: PAGE.left, width: POSITION_WIDTH, align: 'left' },
    {
      key: 'description',
      x: PAGE.left + POSITION_WIDTH + GAP,
      width: PAGE.right - PAGE.left - POSITION_WIDTH - GAP - fixedWidth,
      align: 'left',
    },
  ];
  let x = PAGE.right - fixedWidth + GAP;
  for (const column of fixed) {
    columns.push({ key: column.key, x, width: column.width, align: 'right' });
    x += column.width + GAP;
  }
  return columns;
}

function headerTexts(view: DocumentView): Record<Key, string> {
  const w = view.words;
  return {
    position: w.position,
    description: w.description,
    quantity: w.quantity,
    unitPrice: view.grossPrices ? w.unitPriceGross : w.unitPrice,
    rate: w.taxRate,
    net: w.net,
  };
}

function headerHeight(sheet: Sheet, view: DocumentView, columns: Column[]): number {
  const texts = headerTexts(view);
  return (
    Math.max(...columns.map((c) => sheet.height(texts[c.key], c.width, { size: HEAD_SIZE, bold: true }))) +
    2 * ROW.padding
  );
}

function drawHeader(sheet: Sheet, view: DocumentView, columns: Column[]) {
  const texts = headerTexts(view);
  const top = sheet.y;
  const height = headerHeight(sheet, view, columns);
  for (const c of columns)
    sheet.text(texts[c.key], c.x, top + ROW.padding, c.width, {
      size: HEAD_SIZE,
      bold: true,
      align: c.align,
    });
  sheet.rule(top + height, COLOR.rule, PAGE.left, PAGE.right, 0.8);
  sheet.y = top + height;
}

const detailText = (row: PrintedRow) => row.details.join('\n');

function rowHeight(sheet: Sheet, row: PrintedRow, columns: Column[]): number {
  const description = columns.find((c) => c.key === 'description')!;
  const title = sheet.height(row.title || ' ', description.width, { size: ROW.size });
  const details = sheet.height(detailText(row), description.width, { size: ROW.detail });
  const cells = columns
    .filter((c) => c.key !== 'description')
    .map((c) => sheet.height(row[c.key as Exclude<Key, 'description'>], c.width, { size: ROW.size }));
  return Math.max(title + (details > 0 ? details + 1 : 0), ...cells) + 2 * ROW.padding;
}

function drawRow(sheet: Sheet, row: PrintedRow, columns: Column[], height: number) {
  const top = sheet.y + ROW.padding;
  for (const c of columns) {
    if (c.key === 'description') {
      const titleHeight = sheet.text(row.title, c.x, top, c.width, { size: ROW.size });
      sheet.text(detailText(row), c.x, top + titleHeight + 1, c.width, {
        size: ROW.detail,
        color: COLOR.muted,
      });
    } else {
      sheet.text(row[c.key as Exclude<Key, 'description'>], c.x, top, c.width, {
        size: ROW.size,
        align: c.align,
      });
    }
  }
  sheet.y += height;
  sheet.rule(sheet.y, COLOR.faint, PAGE.left, PAGE.right, 0.4);
}

/** Draws the table from sheet.y on, breaking pages before rows that would not fit. */
export function drawTable(sheet: Sheet, view: DocumentView) {
  const columns = columnsOf(view.showTax);
  const header = headerHeight(sheet, view, columns);
  const first = view.rows[0];
  // The header never stands alone at the foot of a page.
  if (first && !sheet.fits(header + rowHeight(sheet, first, columns))) newPage(sheet, view);
  drawHeader(sheet, view, columns);
  for (const row of view.rows) {
    const height = rowHeight(sheet, row, columns);
    if (!sheet.fits(height)) {
      newPage(sheet, view);
      drawHeader(sheet, view, columns);
    }
    drawRow(sheet, row, columns, height);
  }
}

/** A new page with the continuation head (title and number). */
export function newPage(sheet: Sheet, view: DocumentView) {
  sheet.addPage();
  drawContinuationHead(sheet, view);
}
