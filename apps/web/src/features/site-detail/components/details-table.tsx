import { useTranslation } from "react-i18next";

type Row = Record<string, string | number | boolean | null>;
const MAX_ROWS = 25;

/** A detail key in words; a key without a label (a new audit's) is spelled out rather than shown raw. */
function useColumnLabel() {
  const { t, i18n } = useTranslation("sites");
  return (column: string) =>
    i18n.exists(`detailColumns.${column}`, { ns: "sites" })
      ? t(`detailColumns.${column}` as "detailColumns.url")
      : column
          .replace(/([a-z])([A-Z])/g, "$1 $2")
          .replace(/^./, (first) => first.toLocaleUpperCase(i18n.language));
}

/** An audit's details rows as a table; columns are the union of the rows' keys, in words. */
export function DetailsTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation("sites");
  const label = useColumnLabel();
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: Row[string] | undefined) => {
    if (value === null || value === undefined) return "–";
    if (typeof value === "boolean") return value ? t("pages.yes") : t("pages.no");
    return String(value);
  };
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-left text-xs">
        <thead className="bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-medium">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, MAX_ROWS).map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: detail rows have no identity of their own
            <tr key={index} className="border-t">
              {columns.map((column) => (
                <td key={column} className="max-w-xs px-2 py-1.5 [overflow-wrap:anywhere]">
                  {cell(row[column])}
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
