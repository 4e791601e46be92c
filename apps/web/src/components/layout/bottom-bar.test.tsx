import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "@/lib/i18n";
import { BottomBar } from "./bottom-bar";

beforeAll(() => {
  initI18n("en");
});

describe("BottomBar", () => {
  it("offers your sites, tools, AI chat and account, and hides itself from 768 px up", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/app"]}>
        <BottomBar />
      </MemoryRouter>,
    );
    const labels = [...html.matchAll(/<span>([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(labels).toEqual(["Sites", "Tools", "AI chat", "Account"]);
    expect(html).toMatch(/<nav[^>]*aria-label="Mobile navigation"[^>]*class="[^"]*\bmd:hidden\b/);
    expect(html).toContain('href="/app"');
    expect(html).toContain('href="/account-info"');
  });
});
