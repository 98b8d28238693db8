// The page of a document's PDF: A4 in millimetres after DIN 5008 form B (address field 45 mm from
// the top, information block from 125 mm, fold marks at 105 and 210 mm), and the few drawing
// primitives the sections share. Every text is placed at an explicit position and measured first:
// pdfkit would otherwise start a page of its own when a text runs past the bottom margin, and the
// pages here break only where table.ts and closing.ts decide (table header repeated, footer room).
import { FONT } from './fonts.ts';

export const mm = (value: number) => (value * 72) / 25.4;

export const PAGE = {
  left: mm(25),
  right: mm(190),
  /** Where text starts on the pages after the first. */
  top: mm(15),
  /** Content stays above this; below it are the page number and the footer. */
  contentBottom: mm(262),
  pageNumberY: mm(265),
  footerY: mm(271),
  /** pdfkit's own bottom margin, below the footer's last line (see above). */
  margin: mm(5),
} as const;

export const WIDTH = PAGE.right - PAGE.left;

export const COLOR = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#9a9a9a', faint: '#d0d0d0' } as const;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** A pdfkit document with the current position of the flowing content (y) and measured text. */
export class Sheet {
  y: number = PAGE.top;

  constructor(readonly pdf: PDFKit.PDFDocument) {}

  /**
   * The height a text takes in a width (0 for none). Lines are measured, and written, one by one:
   * pdfkit counts a line's "\n" with the width of the font's .notdef glyph, which wraps a line
   * that just fits.
   */
  height(text: string, width: number, style: TextStyle): number {
    if (text === '') return 0;
    this.pdf.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size);
    return text
      .split('\n')
      .reduce((sum, line) => sum + this.pdf.heightOfString(line || ' ', { width, lineGap: 0 }), 0);
  }

  /** Writes a text at x and y in a width; returns its height. */
  text(text: string, x: number, y: number, width: number, style: TextStyle): number {
    if (text === '') return 0;
    this.pdf.fillColor(style.color ?? COLOR.text);
    let top = y;
    for (const line of text.split('\n')) {
      const height = this.height(line || ' ', width, style);
      if (line !== '') this.pdf.text(line, x, top, { width, align: style.align ?? 'left', lineGap: 0 });
      top += height;
    }
    return top - y;
  }

  /** A horizontal rule. */
  rule(
    y: number,
    color: string = COLOR.rule,
    from: number = PAGE.left,
    to: number = PAGE.right,
    width = 0.5,
  ) {
    this.pdf.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /** Whether a block of this height still fits above the footer. */
  fits(height: number): boolean {
    return this.y + height <= PAGE.contentBottom;
  }

  addPage() {
    this.pdf.addPage();
    this.y = PAGE.top;
  }
}
