import { defineHtmlAudit, type MetaInput } from "../define-audit";
import { check, notApplicable } from "../outcome";

/** A security-header check on HTML responses; `httpsOnly` skips pages served over plain HTTP. */
export function defineHeaderAudit(
  input: Omit<MetaInput, "category" | "taskCategory" | "engines">,
  header: string,
  test: (value: string, headers: Record<string, string>) => boolean,
  httpsOnly = false,
) {
  return defineHtmlAudit(
    { ...input, category: "technical", taskCategory: "technical", engines: ["google", "bing", "yandex"] },
    (_html, page) => {
      if (httpsOnly && !page.finalUrl.startsWith("https:")) return notApplicable;
      const value = page.headers[header] ?? "";
      // The row, whose key is the header's name, is built only for a failing page.
      return test(value, page.headers)
        ? check(true)
        : check(false, [{ url: page.url, [header]: value || null }]);
    },
  );
}
