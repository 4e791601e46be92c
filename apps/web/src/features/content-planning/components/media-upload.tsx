import type { Editor } from "@tiptap/react";
import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { contentItemsApi } from "../api/content-planning-api";

/** Uploads an image (checked on the server) and places its largest WebP variant in the article. */
export function MediaUpload({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation("content-planning");
  const id = useId();
  const [state, setState] = useState<
    { kind: "idle" | "uploading" | "done" } | { kind: "error"; message: string }
  >({
    kind: "idle",
  });
  const upload = async (file: File) => {
    setState({ kind: "uploading" });
    try {
      const image = await contentItemsApi.upload(file);
      const largest = image.variants.at(-1);
      if (editor && largest)
        editor
          .chain()
          .focus()
          .setImage({ src: largest.url, alt: file.name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ") })
          .run();
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "error", message: (error as Error).message });
    }
  };
  return (
    <div className="grid gap-2">
      <span className="font-medium text-sm">{t("media.title")}</span>
      <p className="text-muted-foreground text-xs">{t("media.hint")}</p>
      <label
        htmlFor={id}
        className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm hover:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {state.kind === "uploading" ? t("media.uploading") : t("media.upload")}
        <input
          id={id}
          type="file"
          accept="image/webp,image/jpeg,image/png"
          className="sr-only"
          disabled={state.kind === "uploading"}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
      </label>
      {state.kind === "done" && (
        <p role="status" className="text-muted-foreground text-xs">
          {t("media.inserted")}
        </p>
      )}
      {state.kind === "error" && (
        <p role="alert" className="text-destructive text-xs">
          {t("media.failed", { message: state.message })}
        </p>
      )}
    </div>
  );
}
