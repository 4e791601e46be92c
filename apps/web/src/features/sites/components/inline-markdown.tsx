import { Fragment, type ReactNode } from "react";

const TOKEN = /\[([^\]]+)\]\((https:\/\/[^)\s]+)\)|`([^`]+)`/g;

/** Audit texts carry Markdown links and `code` (Lighthouse style); everything else stays plain text. */
export function InlineMarkdown({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    if (match[1] && match[2])
      parts.push(
        <a
          key={index}
          href={match[2]}
          target="_blank"
          rel="noreferrer noopener"
          className="text-primary underline"
        >
          {match[1]}
        </a>,
      );
    else
      parts.push(
        <code key={index} className="rounded bg-muted px-1 text-[0.85em]">
          {match[3]}
        </code>,
      );
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
