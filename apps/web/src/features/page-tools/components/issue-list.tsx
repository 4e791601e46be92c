import type { SchemaIssue } from "@sitelens/shared";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

export function IssueList({ issues, showPath = false }: { issues: SchemaIssue[]; showPath?: boolean }) {
  const { t } = useTranslation("page-tools");
  if (issues.length === 0) return null;
  return (
    <ul className="grid gap-1 text-xs" data-testid="schema-issues">
      {issues.map((issue) => (
        <li
          key={`${issue.path}-${issue.message}`}
          className={cn(
            "break-words",
            issue.severity === "error" ? "text-destructive" : "text-amber-700 dark:text-amber-400",
          )}
        >
          <span className="font-medium">{t(`schema.validation.${issue.severity}`)}:</span>{" "}
          {showPath && issue.path && <code className="mr-1">{issue.path}</code>}
          {issue.message}
        </li>
      ))}
    </ul>
  );
}
