import type { ChatTaskProposal } from "@sitelens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { confirmProposal } from "../api/chat-api";

/** A task the assistant proposed; nothing is created until the user presses the button. */
export function ProposalCard({
  proposal,
  onCreated,
  onNavigate,
}: {
  proposal: ChatTaskProposal;
  onCreated: (proposalId: string, taskId: string) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("chat");
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => confirmProposal(proposal.id),
    onSuccess: (task) => {
      onCreated(proposal.id, task.id);
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    },
    onError: () => toast.error(t("proposal.failed")),
  });
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3" data-testid="chat-proposal">
      <p className="text-muted-foreground text-xs">
        {t("proposal.label", { site: proposal.siteName })} · {t(`priority.${proposal.priority}`)}
      </p>
      <p className="font-medium">{proposal.title}</p>
      {proposal.description && <p className="text-muted-foreground">{proposal.description}</p>}
      {proposal.status === "created" ? (
        <p className="flex flex-wrap items-center gap-2 text-primary">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t("proposal.created")}
          <Link to={`/app/sites/${proposal.siteId}?tab=tasks`} className="underline" onClick={onNavigate}>
            {t("proposal.open")}
          </Link>
        </p>
      ) : (
        <Button
          size="sm"
          className="justify-self-start"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {t("proposal.create")}
        </Button>
      )}
    </div>
  );
}
