export type CsvCell = string | number | boolean | null;

/** A text cell a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+`, `-`, `@`, tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV with a BOM, so spreadsheet programs read Turkish characters right. Formula-looking
 * text cells get a leading ' (CSV injection); numbers stay numbers, a negative one is no formula.
 * One helper for the server's exports and the ones built in the browser (decision 166).
 */
export function toCsv(rows: CsvCell[][]): string {
  const cell = (value: CsvCell) => {
    let text = value === null ? "" : String(value);
    if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
    return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
