import type { AuditResult } from "@sitelens/shared/scan-result";
import { describe, expect, it } from "vitest";
import { buildDescriptionCandidate, buildTitleCandidate } from "../src/tasks/build-meta-candidates";
import { buildTasks } from "../src/tasks/build-tasks";
import { auditResult, ORIGIN, prose, recordFrom, robotsFrom, siteFrom } from "./audits/helpers";

const length = (text: string) => [...text].length;

function failing(
  id: string,
  category: AuditResult["category"],
  score: number,
  failingUrls: string[] = [],
): AuditResult {
  return auditResult(id, { category, score, failingUrls, weight: 5 });
}

describe("meta candidates from the page's own content", () => {
  const page = recordFrom(`${ORIGIN}/rehber`, {
    h1: "Evde filtre kahve demleme rehberi",
    description:
      "V60 ve Chemex ile evde filtre kahve için oranlar, sıcaklıklar ve süreler üzerine adım adım bir rehber.",
    excerpt: `Filtre kahve, çekirdeğin karakterini en açık biçimde gösteren yöntemlerden biridir. ${prose(60)}`,
  });

  it("makes a meta description of 150–160 characters", () => {
    const candidate = buildDescriptionCandidate(page);
    expect(length(candidate)).toBeGreaterThanOrEqual(150);
    expect(length(candidate)).toBeLessThanOrEqual(160);
    expect(candidate.startsWith("Filtre kahve")).toBe(true);
  });

  it("makes a title of 50–60 characters ending with the site name", () => {
    const candidate = buildTitleCandidate(page, "Örnek Kahve");
    expect(length(candidate)).toBeGreaterThanOrEqual(50);
    expect(length(candidate)).toBeLessThanOrEqual(60);
    expect(candidate.endsWith(" | Örnek Kahve")).toBe(true);
  });
});

describe("tasks", () => {
  const categories = {
    technical: 0.5,
    content: 0.5,
    ux: null,
    offpage: null,
    speedMobile: null,
    speedDesktop: null,
    internalLinks: null,
    aio: 0.5,
  };

  it("turn every failing scored audit into a task with impact in overall points and a priority", () => {
    const tasks = buildTasks(
      [{ ...failing("is-https", "technical", 0), severity: "error" }, failing("x", "content", 0.9)],
      categories,
      siteFrom(),
    );
    expect(tasks.map((task) => task.id)).toEqual(["is-https", "x"]);
    expect(tasks[0]?.impact).toBeGreaterThan(tasks[1]?.impact ?? 0);
    expect(tasks[0]?.priority).toBe("high");
    expect(tasks[0]?.fix.en).toBe("Fix it.");
  });

  it("rank by severity: a missing title (error) outranks a missing alt (warning) with more impact", () => {
    const title = { ...failing("document-title", "content", 5 / 6), severity: "error" as const };
    const alt = { ...failing("image-alt", "content", 0.2), severity: "warning" as const };
    const tasks = buildTasks([alt, title], categories, siteFrom());
    expect(tasks.map((task) => [task.id, task.severity, task.priority])).toEqual([
      ["document-title", "error", "high"],
      ["image-alt", "warning", "medium"],
    ]);
    expect(tasks[1]?.impact).toBeGreaterThan(tasks[0]?.impact ?? 0);
  });

  it("never turn a green Lighthouse metric (score ≥ 0.9) into a task, but one failing page of twenty is one", () => {
    const tbt = auditResult("total-blocking-time-mobile", {
      category: "speedMobile",
      score: 0.99,
      weight: 30,
      scoreDisplayMode: "numeric",
    });
    const title = failing("document-title", "content", 0.95);
    expect(buildTasks([tbt, title], categories, siteFrom()).map((task) => task.id)).toEqual([
      "document-title",
    ]);
  });

  it("include failing shown-only audits (CrUX field data) with no impact, but never informative ones", () => {
    const field = auditResult("field-interaction-to-next-paint-mobile", {
      category: "speedMobile",
      score: 0.2,
      weight: 0,
      scoreDisplayMode: "numeric",
    });
    const info = auditResult("ai-training-bot-policy", {
      category: "aio",
      score: 0.5,
      weight: 0,
      scoreDisplayMode: "informative",
    });
    const tasks = buildTasks([field, info], categories, siteFrom());
    expect(tasks.map((task) => [task.id, task.impact, task.priority])).toEqual([
      ["field-interaction-to-next-paint-mobile", 0, "medium"],
    ]);
  });

  it("give the exact robots.txt lines that let blocked AI search bots in", () => {
    const site = siteFrom({
      robots: robotsFrom("User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /"),
    });
    const [task] = buildTasks([failing("ai-retrieval-bot-access", "aio", 0.8)], categories, site);
    expect(task?.fix.code).toBe("# remove: Disallow: /\nUser-agent: OAI-SearchBot\nAllow: /");
  });

  it("build a meta description tag from the failing page's own text", () => {
    const url = `${ORIGIN}/urun`;
    const site = siteFrom({
      pages: [
        recordFrom(url, {
          excerpt: `Yirgacheffe çekirdekleri yasemin ve bergamot notaları taşır. ${prose(50)}`,
        }),
      ],
    });
    const [task] = buildTasks([failing("meta-description", "content", 0.5, [url])], categories, site);
    expect(task?.fix.code).toMatch(/^<meta name="description" content="Yirgacheffe çekirdekleri/);
    expect(task?.affectedUrls).toEqual([url]);
  });

  it("build Organization and WebSite JSON-LD from the home page", () => {
    const [task] = buildTasks([failing("structured-data", "content", 0)], categories, siteFrom());
    const json = JSON.parse(task?.fix.code?.replace(/<\/?script[^>]*>/g, "") ?? "{}");
    expect(json["@graph"].map((node: { "@type": string }) => node["@type"])).toEqual([
      "Organization",
      "WebSite",
    ]);
  });
});
