import type { Editor } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** Formatting buttons; link and image ask for their address (and the image for its alt text). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("page-tools");
  const chain = () => editor.chain().focus();
  const buttons = [
    { key: "bold", icon: Bold, active: editor.isActive("bold"), run: () => chain().toggleBold().run() },
    {
      key: "italic",
      icon: Italic,
      active: editor.isActive("italic"),
      run: () => chain().toggleItalic().run(),
    },
    {
      key: "h2",
      icon: Heading2,
      active: editor.isActive("heading", { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      icon: Heading3,
      active: editor.isActive("heading", { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bulletList",
      icon: List,
      active: editor.isActive("bulletList"),
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      icon: ListOrdered,
      active: editor.isActive("orderedList"),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: "quote",
      icon: Quote,
      active: editor.isActive("blockquote"),
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: "link",
      icon: Link2,
      active: editor.isActive("link"),
      run: () => {
        const href = window.prompt(t("editor.toolbar.linkPrompt"), editor.getAttributes("link").href ?? "");
        if (href === null) return;
        if (!href.trim()) chain().unsetLink().run();
        else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
      },
    },
    {
      key: "image",
      icon: ImagePlus,
      active: false,
      run: () => {
        const src = window.prompt(t("editor.toolbar.imagePrompt"));
        if (!src?.trim()) return;
        const alt = window.prompt(t("editor.toolbar.altPrompt")) ?? "";
        chain().setImage({ src: src.trim(), alt: alt.trim() }).run();
      },
    },
    { key: "undo", icon: Undo2, active: false, run: () => chain().undo().run() },
    { key: "redo", icon: Redo2, active: false, run: () => chain().redo().run() },
  ] as const;
  return (
    <div
      role="toolbar"
      aria-label={t("editor.toolbar.label")}
      className="flex flex-wrap gap-1 border-b p-1.5"
    >
      {buttons.map(({ key, icon: Icon, active, run }) => (
        <button
          key={key}
          type="button"
          title={t(`editor.toolbar.${key}`)}
          aria-label={t(`editor.toolbar.${key}`)}
          aria-pressed={key === "undo" || key === "redo" || key === "image" ? undefined : active}
          onClick={run}
          className={cn(
            "flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            active && "bg-accent text-accent-foreground",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}
