import { VERIFICATION_METHODS, type Verification } from "@sitelens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, CircleDashed } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "@/components/layout/copy-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { sitesApi, verificationQuery } from "@/features/sites/api/sites-api";
import { cn } from "@/lib/utils";
import { VerificationFailure } from "./verification-failure";

type Method = (typeof VERIFICATION_METHODS)[number];

function Value({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <span className="text-muted-foreground text-xs">{label}</span>
      <div className="flex items-center gap-1 rounded-md border bg-muted/40 pl-3">
        <code className="min-w-0 flex-1 break-all py-2 text-xs">{value}</code>
        <CopyButton value={value} />
      </div>
    </div>
  );
}

const states = {
  not_connected: { icon: CircleDashed, className: "text-muted-foreground" },
  verified: { icon: CircleCheck, className: "text-emerald-600 dark:text-emerald-400" },
  failed: { icon: CircleAlert, className: "text-destructive" },
};

function Instructions({ method, verification }: { method: Method; verification: Verification }) {
  const { t } = useTranslation("sites");
  if (method === "file")
    return (
      <div className="grid gap-3">
        <p className="text-sm">{t("connection.fileHelp")}</p>
        <Value label={t("connection.fileName")} value={verification.file.name} />
        <Value label={t("connection.fileContent")} value={verification.file.content} />
        <Value label={t("connection.fileUrl")} value={verification.file.url} />
      </div>
    );
  if (method === "meta")
    return (
      <div className="grid gap-3">
        <p className="text-sm">{t("connection.metaHelp")}</p>
        <Value label={t("connection.metaTag")} value={verification.meta.tag} />
      </div>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm">{t("connection.dnsHelp")}</p>
      <Value label={t("connection.dnsType")} value={verification.dns.type} />
      <Value label={t("connection.dnsName")} value={verification.dns.name} />
      <Value label={t("connection.dnsValue")} value={verification.dns.value} />
    </div>
  );
}

/** Spec §4 Site connection: prove ownership by HTML file, meta tag or DNS TXT; not connected, verified or failed. */
export function ConnectionTab({ siteId }: { siteId: string }) {
  const { t } = useTranslation("sites");
  const queryClient = useQueryClient();
  const verification = useQuery(verificationQuery(siteId));
  const [method, setMethod] = useState<Method>("file");
  const check = useMutation({
    mutationFn: () => sitesApi.checkVerification(siteId, method),
    onSuccess: (result) => {
      queryClient.setQueryData(verificationQuery(siteId).queryKey, result);
      if (result.status === "verified") toast.success(t("connection.verifiedToast"));
      else toast.error(t("connection.failedToast"));
    },
    onError: (error) => toast.error(t("connection.failedToast"), { description: error.message }),
  });
  if (verification.isPending) return <Spinner label={t("loading", { ns: "common" })} />;
  if (verification.isError) return <p className="text-destructive text-sm">{verification.error.message}</p>;
  const state = states[verification.data.status];
  const StateIcon = state.icon;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("connection.title")}</CardTitle>
        <CardDescription>{t("connection.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p
          className={cn("flex items-center gap-2 font-medium text-sm", state.className)}
          data-testid="verification-status"
          data-status={verification.data.status}
        >
          <StateIcon className="size-4" aria-hidden="true" />
          {t(`connection.state.${verification.data.status}`)}
          {verification.data.method && ` · ${t(`connection.method.${verification.data.method}`)}`}
        </p>
        {verification.data.failure && <VerificationFailure failure={verification.data.failure} />}
        <p className="text-muted-foreground text-xs">{t("connection.unlocks")}</p>
        <div className="flex flex-wrap gap-1" role="radiogroup" aria-label={t("connection.methodLabel")}>
          {VERIFICATION_METHODS.map((option) => (
            <Button
              key={option}
              role="radio"
              aria-checked={method === option}
              variant={method === option ? "secondary" : "ghost"}
              size="sm"
              onClick={() => setMethod(option)}
            >
              {t(`connection.method.${option}`)}
            </Button>
          ))}
        </div>
        <Instructions method={method} verification={verification.data} />
        <Button className="justify-self-start" disabled={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? t("connection.checking") : t("connection.check")}
        </Button>
      </CardContent>
    </Card>
  );
}
