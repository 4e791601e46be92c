import { CalendarDays, KeyRound, Lightbulb, type LucideIcon, Swords } from "lucide-react";
import { paths } from "@/config/paths";

export type ToolEntry = {
  to: string;
  label: "contentIdeas" | "keywordSuggestions" | "contentPlanning" | "competitorAnalysis";
  icon: LucideIcon;
};

/** Spec §2: the tool bar's entries after 'your sites', shown only when the plan grants the tools. */
export const toolEntries: ToolEntry[] = [
  { to: paths.app.contentIdeas(), label: "contentIdeas", icon: Lightbulb },
  { to: paths.app.keywordSuggestions(), label: "keywordSuggestions", icon: KeyRound },
  { to: paths.app.sites({ tab: "content-planning" }), label: "contentPlanning", icon: CalendarDays },
  { to: paths.app.competitorAnalysis(), label: "competitorAnalysis", icon: Swords },
];
