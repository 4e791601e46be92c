import type { ReactNode } from "react";
import { Link } from "react-router";
import { parseMarkdown, slugify } from "./parse-markdown";

/** Renders our content markdown (headings, paragraphs, lists, code, bold, links) as React elements. */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="prose-sitelens">
      {parseMarkdown(source).map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={key} id={slugify(block.text)}>
                {inline(block.text)}
              </h2>
            ) : (
              <h3 key={key} id={slugify(block.text)}>
                {inline(block.text)}
              </h3>
            );
          case "list": {
            const items = block.items.map((item) => <li key={item}>{inline(item)}</li>);
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          case "code":
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            );
          case "quote":
            return <blockquote key={key}>{inline(block.text)}</blockquote>;
          default:
            return <p key={key}>{inline(block.text)}</p>;
        }
      })}
    </div>
  );
}

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    const key = `${index}-${part}`;
    if (part.startsWith("`") && part.endsWith("`")) return <code key={key}>{part.slice(1, -1)}</code>;
    if (part.startsWith("**") && part.endsWith("**")) return <strong key={key}>{part.slice(2, -2)}</strong>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label, href] = link as unknown as [string, string, string];
      return href.startsWith("/") ? (
        <Link key={key} to={href}>
          {label}
        </Link>
      ) : (
        <a key={key} href={href} rel="noopener noreferrer" target="_blank">
          {label}
        </a>
      );
    }
    return part;
  });
}
