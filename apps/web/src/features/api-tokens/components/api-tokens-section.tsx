import type { CreatedApiToken } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/features/auth/components/form-error";
import { CopyTextButton } from "@/features/page-tools/components/copy-text-button";
import { apiTokensQuery } from "../api/api-tokens-api";
import { ApiTokenRow } from "./api-token-row";
import { CreateApiTokenForm } from "./create-api-token-form";

/** Settings → API (issue 35): personal access tokens for scripts, CI and AI assistants over MCP. */
export function ApiTokensSection() {
  const { t } = useTranslation("account");
  const tokens = useQuery(apiTokensQuery());
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const list = tokens.data?.tokens ?? [];
  return (
    <div className="grid gap-4">
      <CreateApiTokenForm onCreated={setCreated} />
      {created && (
        <div className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3" role="status">
          <p className="font-medium text-sm">{t("api.createdTitle", { name: created.apiToken.name })}</p>
          <p className="text-muted-foreground text-xs">{t("api.createdHint")}</p>
          <code className="break-all rounded bg-muted px-2 py-1 font-mono text-xs" data-testid="new-token">
            {created.token}
          </code>
          <div className="justify-self-start">
            <CopyTextButton value={created.token} label={t("api.copy")} />
          </div>
        </div>
      )}
      {tokens.isPending && <Spinner label={t("loading", { ns: "common" })} />}
      <FormError message={tokens.error?.message ?? null} />
      {tokens.data && list.length === 0 && <p className="text-muted-foreground text-sm">{t("api.empty")}</p>}
      {list.length > 0 && (
        <ul className="grid gap-2">
          {list.map((token) => (
            <ApiTokenRow key={token.id} token={token} />
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-xs">
        {t("api.mcpHint", { url: `${window.location.origin}/mcp` })}
      </p>
    </div>
  );
}
