import { type CsvCell, toCsv } from "@sitelens/shared";

/** A CSV file download built in the browser, neutralised like the server's exports (shared toCsv). */
export function downloadCsv(filename: string, rows: CsvCell[][]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
