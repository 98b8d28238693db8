// The foot of every page, drawn once all pages exist (pdfkit keeps them buffered): the issuer's
// company data in columns (address; management and register; VAT id and tax number; bank) and
// "Seite n von m" / "Page n of m" above them.
import { fill } from './format.ts';
import { FONT } from './fonts.ts';
import { COLOR, PAGE, WIDTH, type Sheet } from './layout.ts';
import type { DocumentView } from './view.ts';

const STYLE = { size: 6.5, color: COLOR.muted } as const;

/**
 * Each column as wide as its longest line, the room left over spread between them; when they
 * do not fit side by side, each is narrowed in proportion (and its lines wrap).
 */
function columnsOf(sheet: Sheet, columns: string[][]): Array<{ x: number; width: number }> {
  sheet.pdf.font(FONT.regular).fontSize(STYLE.size);
  const natural = columns.map((lines) => Math.max(...lines.map((line) => sheet.pdf.widthOfString(line))) + 1);
  const total = natural.reduce((sum, width) => sum + width, 0);
  const minGap = 8;
  const scale = Math.min(1, (WIDTH - minGap * (columns.length - 1)) / total);
  const widths = natural.map((width) => width * scale);
  const gap =
    columns.length < 2 ? 0 : (WIDTH - widths.reduce((sum, width) => sum + width, 0)) / (columns.length - 1);
  let x = PAGE.left;
  return widths.map((width) => {
    const column = { x, width };
    x += width + gap;
    return column;
  });
}

export function drawFooters(sheet: Sheet, view: DocumentView) {
  const { start, count } = sheet.pdf.bufferedPageRange();
  const places = columnsOf(sheet, view.footer);
  for (let index = 0; index < count; index++) {
    sheet.pdf.switchToPage(start + index);
    const page = fill(view.words.page, { page: String(index + 1), pages: String(count) });
    sheet.text(page, PAGE.left, PAGE.pageNumberY, WIDTH, { size: 7.5, color: COLOR.muted, align: 'right' });
    sheet.rule(PAGE.footerY - 2, COLOR.faint);
    view.footer.forEach((lines, column) => {
      const { x, width } = places[column]!;
      sheet.text(lines.join('\n'), x, PAGE.footerY, width, STYLE);
    });
  }
}
