import { useMutation } from "@tanstack/react-query";
import { Plus, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { suggestVisibilityPrompts } from "../api/visibility-api";

/**
 * "Suggest with AI": questions the model wrote from the site's pages, keywords and Search Console
 * queries; each can be added to the prompt list, which the user still saves.
 */
export function PromptSuggestions({
  siteId,
  current,
  onAdd,
}: {
  siteId: string;
  current: string[];
  onAdd: (prompt: string) => void;
}) {
  const { t } = useTranslation("visibility");
  const suggest = useMutation({
    mutationFn: () => suggestVisibilityPrompts(siteId),
    onError: (error) => toast.error(error.message),
  });
  const fresh = suggest.data?.prompts.filter((prompt) => !current.includes(prompt)) ?? [];
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={suggest.isPending}
        onClick={() => suggest.mutate()}
      >
        <Sparkles aria-hidden="true" />
        {suggest.isPending ? t("suggesting") : t("suggest")}
      </Button>
      {suggest.data && (
        <ul className="grid gap-1.5" data-testid="prompt-suggestions">
          {fresh.length === 0 && <li className="text-muted-foreground">{t("suggestionsAllAdded")}</li>}
          {fresh.map((prompt) => (
            <li key={prompt} className="flex items-start justify-between gap-2 rounded-md border p-2">
              <span className="min-w-0 break-words">{prompt}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="shrink-0"
                aria-label={t("addSuggestion", { prompt })}
                onClick={() => onAdd(prompt)}
              >
                <Plus aria-hidden="true" />
                {t("add")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
