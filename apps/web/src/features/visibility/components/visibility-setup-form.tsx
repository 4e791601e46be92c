import type { VisibilitySetup } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { saveVisibilitySetup, visibilitySetupQuery } from "../api/visibility-api";
import { PromptSuggestions } from "./prompt-suggestions";

function Form({ siteId, setup }: { siteId: string; setup: VisibilitySetup }) {
  const { t } = useTranslation("visibility");
  const queryClient = useQueryClient();
  const [brand, setBrand] = useState(setup.brand);
  const [competitors, setCompetitors] = useState(setup.competitors.join(", "));
  const [prompts, setPrompts] = useState(setup.prompts.map((prompt) => prompt.text).join("\n"));
  const promptList = prompts
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);
  const save = useMutation({
    mutationFn: () =>
      saveVisibilitySetup(siteId, {
        brand,
        competitors: competitors
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
        prompts: promptList,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(visibilitySetupQuery(siteId).queryKey, saved);
      toast.success(t("saved"));
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3 text-sm">
      <label className="grid gap-1" htmlFor="visibility-brand">
        <span>{t("brand")}</span>
        <Input
          id="visibility-brand"
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
          maxLength={100}
        />
      </label>
      <label className="grid gap-1" htmlFor="visibility-competitors">
        <span>{t("competitorsLabel")}</span>
        <Input
          id="visibility-competitors"
          value={competitors}
          onChange={(event) => setCompetitors(event.target.value)}
        />
      </label>
      <label className="grid gap-1">
        <span>{t("promptsLabel")}</span>
        <textarea
          value={prompts}
          onChange={(event) => setPrompts(event.target.value)}
          rows={5}
          className="w-full rounded-md border bg-background px-3 py-2 text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
      </label>
      <PromptSuggestions
        siteId={siteId}
        current={promptList}
        onAdd={(prompt) => setPrompts([...promptList, prompt].join("\n"))}
      />
      <Button type="submit" size="sm" className="justify-self-start" disabled={save.isPending}>
        {t("save")}
      </Button>
    </form>
  );
}

/** Brand, competitors and prompts, generated from the site and editable. */
export function VisibilitySetupForm({ siteId }: { siteId: string }) {
  const setup = useQuery(visibilitySetupQuery(siteId));
  if (!setup.data) return null;
  return <Form siteId={siteId} setup={setup.data} />;
}
