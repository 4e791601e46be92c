import type { RankTrackerList } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { downloadCsv } from "@/lib/download-csv";
import { rankCheckerApi } from "../api/rank-checker-api";
import { ConsolePosition } from "./console-position";
import { KeywordSettingsForm } from "./keyword-settings-form";
import { ChangeCell, RankCell } from "./rank-cell";
import { RankHistoryChart } from "./rank-history-chart";

type TrackedKeyword = RankTrackerList["keywords"][number];

/** The tracked keywords with outcome, change, best position; select to delete or export; open for history. */
export function TrackedKeywordsTable({
  keywords,
  canCheck,
}: {
  keywords: TrackedKeyword[];
  canCheck: boolean;
}) {
  const { t, i18n } = useTranslation("search");
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [tag, setTag] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["rank-tracker"] });
  const check = useMutation({
    mutationFn: rankCheckerApi.check,
    onSettled: refresh,
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: rankCheckerApi.remove,
    onSuccess: () => {
      setSelected(new Set());
      void refresh();
    },
  });
  const tags = [...new Set(keywords.flatMap((keyword) => keyword.tags))];
  const shown = tag ? keywords.filter((keyword) => keyword.tags.includes(tag)) : keywords;
  const date = (iso: string | undefined) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" }) : "–";
  const outcome = (keyword: TrackedKeyword) =>
    keyword.latest?.status === "found"
      ? String(keyword.latest.position)
      : keyword.latest?.status === "not_found"
        ? t("rank.notInTop100")
        : keyword.latest
          ? t("rank.failed", { reason: keyword.latest.failureReason })
          : "";
  const exportCsv = () =>
    downloadCsv("rank-checker.csv", [
      [
        "keyword",
        "engine",
        "country",
        "language",
        "device",
        "position",
        "best",
        "change",
        "url",
        "checked_at",
        "search_console_average_position",
        "tags",
      ],
      ...shown.map((keyword) => [
        keyword.keyword,
        keyword.engine,
        keyword.country,
        keyword.language,
        keyword.device,
        outcome(keyword),
        keyword.bestPosition,
        keyword.change,
        keyword.latest?.url ?? "",
        keyword.latest?.checkedAt ?? "",
        keyword.searchConsole?.averagePosition ?? "",
        keyword.tags.join(" "),
      ]),
    ]);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {tags.length > 0 && (
          <select
            aria-label={t("rank.filterTag")}
            className="h-8 rounded-md border bg-background px-2 text-sm dark:bg-input/20"
            value={tag}
            onChange={(event) => setTag(event.target.value)}
          >
            <option value="">{t("rank.allTags")}</option>
            {tags.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
        <Button size="sm" variant="outline" onClick={exportCsv}>
          {t("exportCsv")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={selected.size === 0 || remove.isPending}
          onClick={() => remove.mutate([...selected])}
        >
          <Trash2 /> {t("rank.deleteSelected", { count: selected.size })}
        </Button>
      </div>
      <div className="relative overflow-x-auto rounded-md border">
        <table className="w-full min-w-[640px] text-sm">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th className="p-2">
                <span className="sr-only">{t("select")}</span>
              </th>
              <th className="p-2">{t("rank.columns.keyword")}</th>
              <th className="p-2">{t("rank.columns.position")}</th>
              <th className="p-2">{t("rank.columns.change")}</th>
              <th className="p-2">{t("rank.columns.best")}</th>
              <th className="p-2" title={t("rank.console.hint")}>
                {t("rank.columns.console")}
              </th>
              <th className="p-2">{t("rank.columns.checked")}</th>
              <th className="p-2">
                <span className="sr-only">{t("rank.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((keyword) => (
              <KeywordRow
                key={keyword.id}
                keyword={keyword}
                date={date}
                selected={selected.has(keyword.id)}
                onToggle={() => toggle(keyword.id)}
                open={open === keyword.id}
                onOpen={() => setOpen(open === keyword.id ? null : keyword.id)}
                onCheck={canCheck ? () => check.mutate(keyword.id) : null}
                checking={check.isPending && check.variables === keyword.id}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function KeywordRow(props: {
  keyword: TrackedKeyword;
  date: (iso: string | undefined) => string;
  selected: boolean;
  onToggle: () => void;
  open: boolean;
  onOpen: () => void;
  onCheck: (() => void) | null;
  checking: boolean;
}) {
  const { t } = useTranslation("search");
  const { keyword } = props;
  return (
    <>
      <tr className="border-t align-top">
        <td className="p-2">
          <input
            type="checkbox"
            aria-label={keyword.keyword}
            checked={props.selected}
            onChange={props.onToggle}
          />
        </td>
        <td className="p-2">
          <button
            type="button"
            className="text-left font-medium hover:underline"
            onClick={props.onOpen}
            aria-expanded={props.open}
          >
            {keyword.keyword}
          </button>
          <div className="mt-1 flex flex-wrap gap-1 text-xs text-muted-foreground">
            <span>
              {t(`rank.options.engine.${keyword.engine}`)} · {keyword.country.toLocaleUpperCase("tr")} ·{" "}
              {keyword.language} · {t(`rank.options.device.${keyword.device}`)}
            </span>
            {keyword.tags.map((name) => (
              <Badge key={name} variant="outline">
                {name}
              </Badge>
            ))}
          </div>
        </td>
        <td className="p-2">
          <RankCell check={keyword.latest} />
        </td>
        <td className="p-2">
          <ChangeCell change={keyword.change} />
        </td>
        <td className="p-2 tabular-nums">{keyword.bestPosition ?? "–"}</td>
        <td className="p-2">
          <ConsolePosition row={keyword.searchConsole} />
        </td>
        <td className="p-2 text-xs text-muted-foreground">{props.date(keyword.latest?.checkedAt)}</td>
        <td className="p-2">
          {props.onCheck && (
            <Button
              size="sm"
              variant="ghost"
              onClick={props.onCheck}
              disabled={props.checking}
              aria-label={t("rank.checkNow")}
              title={t("rank.checkNow")}
            >
              <RefreshCw className={props.checking ? "animate-spin" : undefined} />
            </Button>
          )}
        </td>
      </tr>
      {props.open && (
        <tr className="border-t bg-muted/20">
          <td colSpan={8} className="p-3">
            {keyword.latest?.url && (
              <p className="mb-2 break-all text-xs">
                {t("rank.rankingUrl")}: {keyword.latest.url}
              </p>
            )}
            {keyword.latest && keyword.latest.features.length > 0 && (
              <p className="mb-2 text-xs">
                {t("rank.features")}: {keyword.latest.features.join(", ")}
              </p>
            )}
            <RankHistoryChart keywordId={keyword.id} />
            <KeywordSettingsForm keyword={keyword} />
          </td>
        </tr>
      )}
    </>
  );
}
