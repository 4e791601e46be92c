import type { FeatureSlug } from "@sitelens/shared/routes";
import {
  BarChart3,
  Bot,
  CalendarDays,
  Code2,
  FileText,
  Lightbulb,
  Link2,
  type LucideIcon,
  MonitorSmartphone,
  PenLine,
  Search,
  Send,
  Sparkles,
  Swords,
  Tags,
  TrendingUp,
} from "lucide-react";

export type FeatureGroup = "analysis" | "ai" | "research" | "content";

/** Display order, group, icon, whether a paid plan is needed, and the features to suggest next. */
export const FEATURES: {
  slug: FeatureSlug;
  group: FeatureGroup;
  icon: LucideIcon;
  paid: boolean;
  related: FeatureSlug[];
}[] = [
  {
    slug: "multi-platform",
    group: "analysis",
    icon: BarChart3,
    paid: false,
    related: ["aio-optimization", "mobile-optimization", "detailed-reporting"],
  },
  {
    slug: "aio-optimization",
    group: "analysis",
    icon: Bot,
    paid: false,
    related: ["ai-schema-generator", "multi-platform", "content-ideas"],
  },
  {
    slug: "mobile-optimization",
    group: "analysis",
    icon: MonitorSmartphone,
    paid: false,
    related: ["ai-recommendations", "detailed-reporting", "multi-platform"],
  },
  {
    slug: "ai-recommendations",
    group: "analysis",
    icon: Sparkles,
    paid: true,
    related: ["ai-meta-tag-generator", "ai-schema-generator", "detailed-reporting"],
  },
  {
    slug: "detailed-reporting",
    group: "analysis",
    icon: FileText,
    paid: false,
    related: ["multi-platform", "mobile-optimization", "competitor-analysis"],
  },
  {
    slug: "ai-schema-generator",
    group: "ai",
    icon: Code2,
    paid: true,
    related: ["ai-meta-tag-generator", "aio-optimization", "ai-recommendations"],
  },
  {
    slug: "ai-meta-tag-generator",
    group: "ai",
    icon: Tags,
    paid: true,
    related: ["ai-schema-generator", "ai-content-editor", "keyword-suggestions"],
  },
  {
    slug: "ai-content-editor",
    group: "ai",
    icon: PenLine,
    paid: true,
    related: ["ai-content-creation", "ai-meta-tag-generator", "content-ideas"],
  },
  {
    slug: "ai-content-creation",
    group: "content",
    icon: Sparkles,
    paid: true,
    related: ["content-planning", "ai-content-editor", "auto-content-distribution"],
  },
  {
    slug: "content-ideas",
    group: "content",
    icon: Lightbulb,
    paid: true,
    related: ["keyword-suggestions", "content-planning", "ai-content-creation"],
  },
  {
    slug: "content-planning",
    group: "content",
    icon: CalendarDays,
    paid: true,
    related: ["ai-content-creation", "auto-content-distribution", "content-ideas"],
  },
  {
    slug: "auto-content-distribution",
    group: "content",
    icon: Send,
    paid: true,
    related: ["content-planning", "ai-content-creation", "ai-content-editor"],
  },
  {
    slug: "keyword-suggestions",
    group: "research",
    icon: Search,
    paid: true,
    related: ["content-ideas", "ai-content-creation", "keyword-rank-checker"],
  },
  {
    slug: "keyword-rank-checker",
    group: "research",
    icon: TrendingUp,
    paid: true,
    related: ["backlink-analysis", "multi-platform", "detailed-reporting"],
  },
  {
    slug: "competitor-analysis",
    group: "research",
    icon: Swords,
    paid: true,
    related: ["backlink-analysis", "keyword-rank-checker", "content-ideas"],
  },
  {
    slug: "backlink-analysis",
    group: "research",
    icon: Link2,
    paid: true,
    related: ["competitor-analysis", "keyword-rank-checker", "detailed-reporting"],
  },
];
