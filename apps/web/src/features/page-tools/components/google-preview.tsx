import { type SerpDevice, serpLayout, truncateToWidth } from "@sitelens/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

const FONT_STACK = {
  arial: "Arial, 'Liberation Sans', sans-serif",
  roboto: "Roboto, Arial, sans-serif",
} as const;

function breadcrumb(url: string): { host: string; path: string } {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.split("/").filter(Boolean).map(decodeURIComponent).join(" › ");
    return { host: parsed.hostname.replace(/^www\./, ""), path: path ? ` › ${path}` : "" };
  } catch {
    return { host: url, path: "" };
  }
}

/**
 * A Google result as it would show: title and description cut by pixel width with the real
 * Arial (desktop) and Roboto (mobile) metrics, as Google cuts them, not by character count.
 */
export function GooglePreview({
  url,
  title,
  description,
}: {
  url: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation("page-tools");
  const [device, setDevice] = useState<SerpDevice>("desktop");
  const layout = serpLayout[device];
  const shownTitle = truncateToWidth(title, layout.title.maxPx, layout.font, layout.title.sizePx);
  const shownDescription = truncateToWidth(
    description,
    layout.description.maxPx,
    layout.font,
    layout.description.sizePx,
  );
  const crumb = breadcrumb(url);
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-sm">{t("meta.preview")}</h3>
        <div role="tablist" aria-label={t("meta.preview")} className="flex rounded-md border p-0.5 text-xs">
          {(["desktop", "mobile"] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={device === option}
              onClick={() => setDevice(option)}
              className={cn(
                "rounded px-2.5 py-1",
                device === option ? "bg-accent font-medium" : "text-muted-foreground",
              )}
            >
              {t(`meta.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {/* Google's own colours on white, in both themes: this is a picture of their page. */}
      <div
        className="overflow-x-auto rounded-lg border bg-white p-4 text-[#202124]"
        data-testid="google-preview"
      >
        <div
          style={{
            fontFamily: FONT_STACK[layout.font],
            width: device === "desktop" ? 600 : 340,
            maxWidth: "100%",
          }}
        >
          <p className="truncate text-[#202124] text-[14px] leading-5">
            {crumb.host}
            <span className="text-[#4d5156]">{crumb.path}</span>
          </p>
          <p
            className="mt-1 text-[#1a0dab] leading-[26px]"
            style={{
              fontSize: layout.title.sizePx,
              width: device === "desktop" ? layout.title.maxPx : undefined,
            }}
            data-testid="preview-title"
          >
            {shownTitle.text}
          </p>
          <p
            className="mt-1 text-[#4d5156] leading-[22px]"
            style={{ fontSize: layout.description.sizePx }}
            data-testid="preview-description"
          >
            {shownDescription.text}
          </p>
        </div>
      </div>
      {(shownTitle.truncated || shownDescription.truncated) && (
        <p className="text-amber-700 text-xs dark:text-amber-400">
          {t("meta.truncated", {
            max: shownTitle.truncated ? layout.title.maxPx : layout.description.maxPx,
          })}
        </p>
      )}
    </div>
  );
}
