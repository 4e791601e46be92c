import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/**
 * A small Markdown renderer for the assistant's answers. Everything becomes React text or elements we
 * choose, so HTML in an answer is shown as text and never executed; links open only http(s) URLs or
 * the app's own paths.
 */
export function ChatMarkdown({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return <div className="grid min-w-0 gap-2 [overflow-wrap:anywhere]">{blocks(text, onNavigate)}</div>;
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, onNavigate?: () => void): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, bold, italic, code, label, href] = match;
    if (bold) parts.push(<strong key={index}>{inline(bold, onNavigate)}</strong>);
    else if (italic) parts.push(<em key={index}>{italic}</em>);
    else if (code)
      parts.push(
        <code key={index} className="rounded bg-muted px-1 text-[0.85em]">
          {code}
        </code>,
      );
    else if (label && href) parts.push(link(index, label, href, onNavigate));
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function link(key: number, label: string, href: string, onNavigate?: () => void): ReactNode {
  if (href.startsWith("/") && !href.startsWith("//"))
    return (
      <Link key={key} to={href} onClick={onNavigate} className="text-primary underline">
        {label}
      </Link>
    );
  if (/^https?:\/\//i.test(href))
    return (
      <a key={key} href={href} target="_blank" rel="noreferrer noopener" className="text-primary underline">
        {label}
      </a>
    );
  return <Fragment key={key}>{label}</Fragment>;
}

function blocks(text: string, onNavigate?: () => void): ReactNode[] {
  const out: ReactNode[] = [];
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? "";
    if (line.startsWith("```")) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? "").startsWith("```")) code.push(lines[index++] ?? "");
      index += 1;
      out.push(
        <pre key={out.length} className="overflow-x-auto rounded-md bg-muted p-2 text-xs">
          <code>{code.join("\n")}</code>
        </pre>,
      );
    } else if (/^#{1,6}\s/.test(line)) {
      out.push(
        <p key={out.length} className="font-semibold">
          {inline(line.replace(/^#+\s/, ""), onNavigate)}
        </p>,
      );
      index += 1;
    } else if (/^\s*([-*]|\d+\.)\s/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (index < lines.length && /^\s*([-*]|\d+\.)\s/.test(lines[index] ?? ""))
        items.push((lines[index++] ?? "").replace(/^\s*([-*]|\d+\.)\s/, ""));
      const List = ordered ? "ol" : "ul";
      out.push(
        <List key={out.length} className={ordered ? "list-decimal ps-5" : "list-disc ps-5"}>
          {items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static answer
            <li key={itemIndex}>{inline(item, onNavigate)}</li>
          ))}
        </List>,
      );
    } else if (line.trim() === "") index += 1;
    else {
      const paragraph: string[] = [];
      while (
        index < lines.length &&
        (lines[index] ?? "").trim() !== "" &&
        !/^(```|#{1,6}\s|\s*([-*]|\d+\.)\s)/.test(lines[index] ?? "")
      )
        paragraph.push(lines[index++] ?? "");
      out.push(<p key={out.length}>{inline(paragraph.join(" "), onNavigate)}</p>);
    }
  }
  return out;
}
