import type { MetaCandidate } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The candidates, each labelled with how it was made (AI or extractive without AI). */
export function MetaCandidateList({
  candidates,
  selected,
  onSelect,
}: {
  candidates: MetaCandidate[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation("page-tools");
  return (
    <ol className="grid gap-3" data-testid="meta-candidates">
      {candidates.map((candidate, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: candidates are a fixed list per generation
          key={index}
          className={cn(
            "grid gap-2 rounded-lg border p-3",
            index === selected && "border-primary ring-1 ring-primary",
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant={candidate.method === "ai" ? "default" : "secondary"}>
              {t(`meta.method.${candidate.method}`)}
            </Badge>
            <Button
              type="button"
              size="sm"
              variant={index === selected ? "secondary" : "outline"}
              aria-pressed={index === selected}
              onClick={() => onSelect(index)}
            >
              {index === selected ? t("meta.chosen") : t("meta.choose")}
            </Button>
          </div>
          <p className="break-words font-medium text-sm">{candidate.title}</p>
          <p className="break-words text-muted-foreground text-sm">{candidate.description}</p>
          {candidate.keywords.length > 0 && (
            <p className="break-words text-muted-foreground text-xs">{candidate.keywords.join(", ")}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
