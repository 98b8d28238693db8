// The fonts of a document's PDF: Noto Sans (Google; SIL Open Font License 1.1, which allows
// embedding) in regular and bold, as the TrueType files of @expo-google-fonts/noto-sans. pdfkit
// embeds the glyphs used as a subset (FontFile2), so a PDF/A file needs no font of the reader's;
// none of pdfkit's built-in Helvetica (never embedded) is ever used. The fonts are named by their
// paths: pdfkit keeps one embedded font per path in a document.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ttf = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

export const FONT = {
  regular: ttf('400Regular'),
  bold: ttf('700Bold'),
} as const;
