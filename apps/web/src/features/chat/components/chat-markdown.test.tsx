import { describe, expect, it } from "vitest";
import { renderToMarkup } from "@/testing/render-to-markup";
import { ChatMarkdown } from "./chat-markdown";

describe("ChatMarkdown", () => {
  it("renders lists, emphasis, code and links to the app's own pages", () => {
    const html = renderToMarkup(
      <ChatMarkdown
        text={
          "## Önce bunlar\n1. **Başlığı** kısaltın\n2. `robots.txt` düzeltin\n\n[Görevler](/app/sites/s1?tab=tasks) ve [kaynak](https://example.com/a)"
        }
      />,
      { path: "/app" },
    );
    expect(html).toContain("<ol");
    expect(html).toContain("<strong>Başlığı</strong>");
    expect(html).toContain("<code");
    expect(html).toContain('href="/app/sites/s1?tab=tasks"');
    expect(html).toMatch(/href="https:\/\/example.com\/a"[^>]*rel="noreferrer noopener"/);
  });

  it("never turns an answer's HTML or script links into markup", () => {
    const html = renderToMarkup(
      <ChatMarkdown
        text={'<img src=x onerror="alert(1)"> <script>alert(2)</script> [tıkla](javascript:alert(3))'}
      />,
      { path: "/app" },
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("tıkla");
  });
});
