import { ArrowDown, ArrowUp, Download } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export interface Column<Row> {
  id: string;
  label: string;
  value: (row: Row) => number | string;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A right-aligned number column sorted by its raw value and shown through `show`. */
export function numericColumn<Row>(
  id: string,
  label: string,
  value: (row: Row) => number,
  show: (value: number) => string,
): Column<Row> {
  return { id, label, value, render: (row) => show(value(row)), numeric: true };
}

const SHOWN = 50;

/** A sortable, searchable table (search matches the first column); CSV export when given its address. */
export function DataTable<Row>({
  title,
  rows,
  columns,
  total,
  csvHref,
  searchable = false,
  testId,
}: {
  title: string;
  rows: Row[];
  columns: Column<Row>[];
  total?: number;
  csvHref?: string;
  searchable?: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation("google");
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<{ id: string; descending: boolean } | null>(null);
  const first = columns[0]!;
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase(i18n.language);
    const filtered = needle
      ? rows.filter((row) => String(first.value(row)).toLocaleLowerCase(i18n.language).includes(needle))
      : rows;
    const column = columns.find((item) => item.id === sort?.id);
    if (!column || !sort) return filtered;
    return [...filtered].sort((a, b) => {
      const left = column.value(a);
      const right = column.value(b);
      const order =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : String(left).localeCompare(String(right), i18n.language);
      return sort.descending ? -order : order;
    });
  }, [rows, columns, first, search, sort, i18n.language]);
  const toggle = (id: string) =>
    setSort((current) =>
      current?.id === id ? { id, descending: !current.descending } : { id, descending: true },
    );

  return (
    <section className="grid min-w-0 content-start gap-2" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-sm">{title}</h3>
        <div className="flex items-center gap-2">
          {searchable && (
            <>
              <label htmlFor={searchId} className="sr-only">
                {t("table.search")}
              </label>
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("table.searchPlaceholder")}
                className="h-8 w-40"
              />
            </>
          )}
          {csvHref && (
            <Button asChild size="sm" variant="outline" className="h-8">
              <a href={csvHref} download aria-label={t("table.csvLabel")}>
                <Download aria-hidden="true" />
                {t("table.csv")}
              </a>
            </Button>
          )}
        </div>
      </div>
      <div className="relative overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
            <tr>
              {columns.map((column) => {
                const active = sort?.id === column.id;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cn("px-3 py-2 font-medium", column.numeric && "text-right")}
                    aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
                  >
                    <button
                      type="button"
                      onClick={() => toggle(column.id)}
                      className="inline-flex items-center gap-1 hover:text-foreground"
                      aria-label={t("table.sortBy", { column: column.label })}
                    >
                      {column.label}
                      {active &&
                        (sort.descending ? (
                          <ArrowDown className="size-3" aria-hidden="true" />
                        ) : (
                          <ArrowUp className="size-3" aria-hidden="true" />
                        ))}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, SHOWN).map((row) => (
              <tr key={String(first.value(row))} className="border-t">
                {columns.map((column, columnIndex) => (
                  <td
                    key={column.id}
                    className={cn(
                      "px-3 py-1.5",
                      column.numeric ? "text-right tabular-nums" : "",
                      columnIndex === 0 && "max-w-[14rem] break-words sm:max-w-md",
                    )}
                  >
                    {column.render ? column.render(row) : column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-3 text-muted-foreground">
                  {t("insights.none")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {(total ?? rows.length) > Math.min(SHOWN, shown.length) && (
        <p className="text-muted-foreground text-xs">
          {t("table.shown", { shown: Math.min(SHOWN, shown.length), total: total ?? rows.length })}
        </p>
      )}
    </section>
  );
}
