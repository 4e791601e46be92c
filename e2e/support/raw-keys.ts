import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const LOCALES = path.resolve(import.meta.dirname, "../../apps/web/src/locales/en");

/** Every i18n key path ("tasks.empty", "sites:tasks.empty"): what i18next prints when a key is missing. */
function keyPaths(): string[] {
  const keys: string[] = [];
  const walk = (namespace: string, prefix: string, value: unknown) => {
    if (typeof value !== "object" || value === null) {
      // Plural suffixes are dropped: a missing "total_other" shows as "tasks.total".
      const key = prefix.replace(/_(zero|one|two|few|many|other)$/, "");
      keys.push(key, `${namespace}:${key}`);
      return;
    }
    for (const [name, child] of Object.entries(value))
      walk(namespace, prefix ? `${prefix}.${name}` : name, child);
  };
  for (const file of fs.readdirSync(LOCALES).filter((name) => name.endsWith(".json")))
    walk(file.replace(/\.json$/, ""), "", JSON.parse(fs.readFileSync(path.join(LOCALES, file), "utf8")));
  return [...new Set(keys.filter((key) => key.includes(".")))];
}

const KEYS = keyPaths();

/**
 * Text on the screen in a program's words, not the user's: an i18n key path, a snake_case id
 * (`robots_disallowed`), an environment variable, a shell command, markdown backticks or an unfilled
 * `{{placeholder}}`. Code, addresses and what the user typed are left out: they are shown as they are
 * on purpose.
 */
export function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const known = new Set(keys);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("code, pre, kbd, samp, script, style, .font-mono, [translate=no]"))
        continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent ?? "";
      for (const placeholder of text.match(/\{\{\s*\w+\s*\}\}/g) ?? []) found.add(placeholder);
      // A backtick is markdown that was printed instead of rendered.
      if (text.includes("`")) found.add(text.trim().slice(0, 60));
      // A shell command is for the operator, not for someone who signed up to a web service.
      for (const command of text.match(/\bnpm (run|exec|install)\b/g) ?? []) found.add(command);
      for (const raw of text.split(/\s+/)) {
        const word = raw.replace(/^[("'«“]+|[)"'»”.,:;!?]+$/g, "");
        if (known.has(word)) found.add(word);
        // snake_case ids and SCREAMING_SNAKE environment variables: the operator's words, not the user's.
        else if (/^([a-z][a-z0-9]*(_[a-z0-9]+)+|[A-Z][A-Z0-9]*(_[A-Z0-9]+)+)$/.test(word)) found.add(word);
      }
    }
    return [...found];
  }, KEYS);
}
