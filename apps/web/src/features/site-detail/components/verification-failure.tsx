import type { Verification } from "@sitelens/shared";
import { useTranslation } from "react-i18next";

/** Why the last check failed, in words: the HTTP status, the wrong content, or the TXT records seen. */
export function VerificationFailure({ failure }: { failure: NonNullable<Verification["failure"]> }) {
  const { t } = useTranslation("sites");
  return (
    <div className="grid gap-1 rounded-md border border-red-500/40 bg-red-500/5 p-3 text-sm" role="alert">
      <p data-testid="verification-failure">
        {t(`connection.failure.${failure.reason}`, { status: failure.status ?? "" })}
      </p>
      {failure.seen && (
        <ul className="grid gap-0.5 font-mono text-muted-foreground text-xs">
          {failure.seen.map((record) => (
            <li key={record} className="break-all">
              {record}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
