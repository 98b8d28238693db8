// The fonts of a document's PDF: Noto Sans (Google; SIL Open Font License 1.1, which allows
// embedding) in regular and bold, as the TrueType files of @expo-google-fonts/noto-sans. pdfkit
// embeds the glyphs used as a subset (FontFile2), so a PDF/A file needs no font of the reader's;
// pdfkit's built-in Helvetica (never embedded) is never used.
//
// Each font file is parsed once per process, with the first PDF, and the parsed fontkit fonts
// are handed to every document (pdfkit accepts them since 0.17): parsing Noto's layout tables
// anew for each PDF took most of its rendering time. A document keeps its own subset and
// layout cache; fontkit's own caches only grow to the font's glyph count.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** The names the fonts are registered under in each document (registerFonts). */
export const FONT = { regular: 'regular', bold: 'bold' } as const;

const require = createRequire(import.meta.url);
const FILES: Record<keyof typeof FONT, string> = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

type Fonts = Record<keyof typeof FONT, fontkit.Font>;

async function parse(file: string): Promise<fontkit.Font> {
  const font = fontkit.create(await readFile(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

let fonts: Promise<Fonts> | undefined;
export function loadFonts(): Promise<Fonts> {
  fonts ??= Promise.all([parse(FILES.regular), parse(FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fonts = undefined; // the next PDF tries again
      throw error;
    },
  );
  return fonts;
}

/** Registers the parsed fonts as FONT's names in a document. */
export function registerFonts(pdf: PDFKit.PDFDocument, loaded: Fonts) {
  // @types/pdfkit does not name fontkit fonts as a font source yet; pdfkit 0.20 takes them.
  for (const key of Object.keys(FONT) as Array<keyof typeof FONT>) {
    pdf.registerFont(FONT[key], loaded[key] as unknown as PDFKit.Mixins.PDFFontSource);
  }
}
