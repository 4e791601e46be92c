import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api-client";
import { useLanguage } from "@/lib/use-language";

type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

/** Development only: e-mails the outbox adapter stored, newest first. */
export function DevMailboxRoute() {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const [typed, setTyped] = useState(to);
  const outbox = useQuery({
    queryKey: ["dev-outbox", to],
    queryFn: ({ signal }) =>
      api.get<{ messages: OutboxMessage[] }>(
        `/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ""}`,
        signal,
      ),
    refetchInterval: 3000,
  });

  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl">{t("mailbox.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("mailbox.subtitle")}</p>
      </div>
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed ? { to: typed.trim() } : {});
        }}
      >
        <Input
          aria-label={t("mailbox.address")}
          placeholder={t("mailbox.all")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t("mailbox.show")}</Button>
      </form>
      {outbox.data?.messages.length === 0 && <p className="text-muted-foreground">{t("mailbox.empty")}</p>}
      {outbox.data?.messages.map((message) => (
        <Card key={message.id} className="gap-3">
          <CardHeader>
            <CardTitle className="break-words">{message.subject}</CardTitle>
            <p className="text-muted-foreground text-xs">
              {message.to} · {new Date(message.createdAt).toLocaleString(language)}
            </p>
          </CardHeader>
          <CardContent>
            <pre className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-sm">
              {message.text}
            </pre>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

export { DevMailboxRoute as Component };
