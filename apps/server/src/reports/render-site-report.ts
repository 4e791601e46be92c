import { fileURLToPath } from "node:url";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { REPORT_FONT } from "./report-styles";
import { type SiteReportData, SiteReportDocument } from "./site-report-document";

const FONTS_DIR = fileURLToPath(new URL("../../assets/fonts/", import.meta.url));
let fontsRegistered = false;

/** DejaVu Sans is embedded: the built-in Helvetica has no ş, ğ, ı or İ. */
export function registerFonts() {
  if (fontsRegistered) return;
  Font.register({
    family: REPORT_FONT,
    fonts: [
      { src: `${FONTS_DIR}DejaVuSans.ttf` },
      { src: `${FONTS_DIR}DejaVuSans-Bold.ttf`, fontWeight: "bold" },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

export async function renderSiteReport(data: SiteReportData): Promise<Buffer> {
  registerFonts();
  // biome-ignore lint/suspicious/noExplicitAny: renderToBuffer wants a Document element; ours renders one
  return renderToBuffer(createElement(SiteReportDocument, { data }) as any);
}
