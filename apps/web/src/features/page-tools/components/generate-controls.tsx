import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AiStatus, useAiModel } from "./ai-status";

/** The generator whose texts (`<tool>.generate`, `.generating`, `.useAi`, `.error`, `.empty`) are shown. */
type Tool = "meta" | "schema";

/** The row that ends a generator's form: the AI status, the AI switch when a model is set up, and the button. */
export function GenerateRow(props: {
  tool: Tool;
  useAi: boolean;
  onUseAiChange: (useAi: boolean) => void;
  pending: boolean;
}) {
  const { t } = useTranslation("page-tools");
  const ai = useAiModel();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="grid gap-1">
        <AiStatus />
        {ai.model && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={props.useAi}
              onChange={(event) => props.onUseAiChange(event.target.checked)}
            />
            {t(`${props.tool}.useAi`)}
          </label>
        )}
      </div>
      <Button type="submit" disabled={props.pending}>
        {props.pending ? t(`${props.tool}.generating`) : t(`${props.tool}.generate`)}
      </Button>
    </div>
  );
}

/** Below the form until there is a result: working, failed with the server's reason, or how to start. */
export function GenerateState(props: {
  tool: Tool;
  pending: boolean;
  error: Error | null;
  hasResult: boolean;
}) {
  const { t } = useTranslation("page-tools");
  if (props.pending) return <Spinner label={t(`${props.tool}.generating`)} />;
  if (props.error)
    return (
      <p role="alert" className="text-destructive text-sm" data-testid="tool-error">
        {t(`${props.tool}.error`)} {props.error.message}
      </p>
    );
  if (props.hasResult) return null;
  return <p className="text-muted-foreground text-sm">{t(`${props.tool}.empty`)}</p>;
}
