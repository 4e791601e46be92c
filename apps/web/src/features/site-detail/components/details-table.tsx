import { useTranslation } from "react-i18next";

type Row = Record<string, string | number | boolean | null>;
const MAX_ROWS = 25;

/** An audit's details rows as a table; columns are the union of the rows' keys. */
export function DetailsTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation("sites");
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-left text-xs">
        <thead className="bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, MAX_ROWS).map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: detail rows have no identity of their own
            <tr key={index} className="border-t">
              {columns.map((column) => (
                <td key={column} className="max-w-xs truncate px-2 py-1.5" title={String(row[column] ?? "")}>
                  {row[column] === null || row[column] === undefined ? "–" : String(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > MAX_ROWS && (
        <p className="border-t px-2 py-1.5 text-muted-foreground text-xs">
          {t("audit.more", { count: rows.length - MAX_ROWS })}
        </p>
      )}
    </div>
  );
}
