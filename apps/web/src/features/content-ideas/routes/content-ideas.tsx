import type { Site } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/features/auth/components/form-error";
import { ToolGate } from "@/features/competitors/components/tool-gate";
import { ToolSitePicker } from "@/features/competitors/components/tool-site-picker";
import { contentIdeasApi, contentIdeasQuery } from "../api/content-ideas-api";
import { IdeaCard } from "../components/idea-card";
import { IdeaSources } from "../components/idea-sources";

const selectClass = "h-9 rounded-md border border-input bg-background px-2 text-sm dark:bg-input/20";

function ContentIdeas({ sites }: { sites: Site[] }) {
  const { t, i18n } = useTranslation("search");
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const siteId = sites.some((site) => site.id === search.get("siteId"))
    ? (search.get("siteId") as string)
    : (sites[0]?.id ?? "");
  const [seed, setSeed] = useState(search.get("seed") ?? "");
  const [language, setLanguage] = useState<"tr" | "en">(i18n.language === "en" ? "en" : "tr");
  const latest = useQuery(contentIdeasQuery(siteId));
  const generate = useMutation({
    mutationFn: contentIdeasApi.generate,
    onSuccess: (run) => queryClient.setQueryData(contentIdeasQuery(siteId).queryKey, { run }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    generate.mutate({ siteId, seed, language });
  };
  const run = latest.data?.run ?? null;
  return (
    <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0">
      <ToolSitePicker
        sites={sites}
        selected={siteId}
        onSelect={(next) =>
          setSearch((current) => ({ ...Object.fromEntries(current), siteId: next }), { replace: true })
        }
      />
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="grid gap-1 text-sm">
          <label htmlFor="idea-seed" className="font-medium">
            {t("ideas.seed")}
          </label>
          <Input
            id="idea-seed"
            value={seed}
            maxLength={100}
            onChange={(event) => setSeed(event.target.value)}
            placeholder={t("ideas.seedPlaceholder")}
          />
        </div>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t("ideas.language")}</span>
          <select
            className={selectClass}
            value={language}
            onChange={(event) => setLanguage(event.target.value as "tr" | "en")}
          >
            <option value="tr">Türkçe</option>
            <option value="en">English</option>
          </select>
        </label>
        <Button type="submit" disabled={!siteId || generate.isPending}>
          {generate.isPending ? t("ideas.generating") : t("ideas.generate")}
        </Button>
      </form>
      <p className="text-muted-foreground text-xs">{t("ideas.quotaNote")}</p>
      <FormError message={generate.error?.message ?? latest.error?.message ?? null} />
      {latest.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      {latest.isSuccess && !run && <p className="text-muted-foreground text-sm">{t("ideas.empty")}</p>}
      {run && (
        <>
          <IdeaSources run={run} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
            {run.ideas.map((idea) => (
              <IdeaCard
                key={`${idea.contentType}:${idea.mainKeyword}`}
                idea={idea}
                siteId={siteId}
                language={run.language}
                hasKeywordData={run.sources.keywordData === "used"}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** /content-ideas (Pro: 'Pro Plan Gerekli' otherwise; the server enforces the same gate). */
export function ContentIdeasRoute() {
  const { t } = useTranslation("search");
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 [&>*]:min-w-0">
      <header className="grid gap-1">
        <h1 className="font-semibold text-2xl">{t("ideas.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("ideas.subtitle")}</p>
      </header>
      <ToolGate>{(sites) => <ContentIdeas sites={sites} />}</ToolGate>
    </section>
  );
}

export { ContentIdeasRoute as Component };
