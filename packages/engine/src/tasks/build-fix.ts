import type { AuditResult } from "@sitelens/shared/scan-result";
import type { PageRecord, SiteArtifacts } from "../gatherers/site/types";
import {
  buildArticleJsonLd,
  buildBreadcrumbJsonLd,
  buildOrganizationJsonLd,
  siteNameOf,
} from "./build-json-ld";
import { buildDescriptionCandidate, buildTitleCandidate } from "./build-meta-candidates";
import { buildRobotsFix } from "./build-robots-fix";

const STATIC_CODE: Record<string, string> = {
  viewport: '<meta name="viewport" content="width=device-width, initial-scale=1">',
  "viewport-zoom": '<meta name="viewport" content="width=device-width, initial-scale=1">',
  doctype: "<!DOCTYPE html>",
  charset: '<meta charset="utf-8">',
  "hsts-header": "Strict-Transport-Security: max-age=31536000; includeSubDomains",
  "x-content-type-options": "X-Content-Type-Options: nosniff",
  "frame-protection": "Content-Security-Policy: frame-ancestors 'self'",
  "content-security-policy": "Content-Security-Policy-Report-Only: default-src 'self'",
  favicon: '<link rel="icon" href="/favicon.ico" sizes="48x48">',
};

const TITLE_AUDITS = new Set(["document-title", "title-length", "duplicate-title", "multiple-titles"]);
const DESCRIPTION_AUDITS = new Set([
  "meta-description",
  "meta-description-length",
  "duplicate-meta-description",
]);
const ORGANIZATION_AUDITS = new Set([
  "structured-data",
  "organization-entity",
  "schema-organization",
  "schema-website",
]);
const ARTICLE_AUDITS = new Set(["schema-article", "author-byline", "content-dates"]);

/** A concrete fix: the audit's advice plus, where the page's own data allows, the exact code to paste. */
export function buildFix(
  audit: AuditResult,
  site: SiteArtifacts,
): { tr: string; en: string; code: string | null } {
  const code = buildCode(audit, site);
  const advice = (text: string) => text.replace(/\s*\[[^\]]+\]\([^)]+\)\.?$/, "");
  return {
    tr:
      advice(audit.description.tr) +
      (code ? " Önerilen kod sayfanın kendi verisinden üretildi; yayınlamadan önce gözden geçirin." : ""),
    en:
      advice(audit.description.en) +
      (code ? " The suggested code is built from the page's own data; review it before publishing." : ""),
    code,
  };
}

function buildCode(audit: AuditResult, site: SiteArtifacts): string | null {
  const robots = buildRobotsFix(audit.id, site, audit.details);
  if (robots) return robots;
  if (STATIC_CODE[audit.id]) return STATIC_CODE[audit.id] ?? null;
  if (ORGANIZATION_AUDITS.has(audit.id)) return buildOrganizationJsonLd(site.startPage, site.startUrl);
  const page = firstFailingPage(audit, site.pages);
  if (!page) return null;
  const siteName = siteNameOf(site.startPage, site.startUrl);
  if (TITLE_AUDITS.has(audit.id)) return `<title>${escapeHtml(buildTitleCandidate(page, siteName))}</title>`;
  if (DESCRIPTION_AUDITS.has(audit.id)) {
    return `<meta name="description" content="${escapeHtml(buildDescriptionCandidate(page))}">`;
  }
  if (audit.id === "schema-breadcrumb-list") return buildBreadcrumbJsonLd(page, siteName);
  if (ARTICLE_AUDITS.has(audit.id)) return buildArticleJsonLd(page);
  if (audit.id === "canonical") return `<link rel="canonical" href="${escapeHtml(page.finalUrl)}">`;
  if (audit.id === "html-lang") return `<html lang="${site.startPage?.html?.htmlLang ?? "tr"}">`;
  return null;
}

function firstFailingPage(audit: AuditResult, pages: PageRecord[]): PageRecord | undefined {
  const url = audit.failingUrls[0];
  return url ? pages.find((page) => page.url === url) : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
