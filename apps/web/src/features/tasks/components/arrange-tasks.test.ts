import type { Task } from "@sitelens/shared";
import { describe, expect, it } from "vitest";
import { groupByPage, searchTasks, sortTasks, tasksToCsvRows } from "./arrange-tasks";

function task(id: string, overrides: Partial<Task> = {}): Task {
  return {
    id,
    siteId: "s",
    auditId: id,
    title: { tr: `Görev ${id}`, en: `Task ${id}` },
    description: { tr: "", en: "" },
    fix: { tr: "", en: "", code: null },
    priority: "medium",
    category: "seo",
    status: "pending",
    impact: 1,
    affectedUrls: [],
    source: "analysis",
    createdAt: "2026-01-01T00:00:00Z",
    completedAt: null,
    ...overrides,
  };
}

const title = task("title", {
  title: { tr: "Sayfada başlık yok", en: "No title" },
  priority: "high",
  impact: 0.5,
  affectedUrls: ["https://a.test/about"],
});
const alt = task("alt", {
  title: { tr: "Görsellerde alt yok", en: "Images lack alt" },
  priority: "low",
  impact: 1.4,
  affectedUrls: ["https://a.test/", "https://a.test/about"],
});
const robots = task("robots", {
  title: { tr: "İçerik güvenlik politikası", en: "CSP missing" },
  impact: 0.2,
});

describe("arranging tasks", () => {
  it("searches titles with Turkish casing and affected URLs", () => {
    expect(searchTasks([title, alt, robots], "BAŞLIK", "tr")).toEqual([title]);
    expect(searchTasks([title, alt, robots], "İÇERİK", "tr")).toEqual([robots]);
    expect(searchTasks([title, alt, robots], "/about", "en")).toEqual([title, alt]);
    expect(searchTasks([title, alt], "  ", "en")).toEqual([title, alt]);
  });

  it("sorts by impact, by priority or by title", () => {
    expect(sortTasks([title, alt, robots], "impact", "en").map((t) => t.id)).toEqual([
      "alt",
      "title",
      "robots",
    ]);
    expect(sortTasks([alt, robots, title], "priority", "en").map((t) => t.id)).toEqual([
      "title",
      "robots",
      "alt",
    ]);
    expect(sortTasks([title, alt, robots], "title", "tr").map((t) => t.id)).toEqual([
      "alt",
      "robots",
      "title",
    ]);
  });

  it("groups by page, the busiest first and site-wide tasks last", () => {
    expect(groupByPage([robots, title, alt])).toEqual([
      { url: "https://a.test/about", tasks: [title, alt] },
      { url: "https://a.test/", tasks: [alt] },
      { url: null, tasks: [robots] },
    ]);
  });

  it("writes a header row and one row per task", () => {
    const rows = tasksToCsvRows(
      [alt],
      "en",
      ["Task", "Priority", "Category", "Status", "Impact", "Pages"],
      () => ({
        priority: "Low",
        category: "SEO",
        status: "To do",
      }),
    );
    expect(rows).toEqual([
      ["Task", "Priority", "Category", "Status", "Impact", "Pages"],
      ["Images lack alt", "Low", "SEO", "To do", 1.4, "https://a.test/ https://a.test/about"],
    ]);
  });
});
