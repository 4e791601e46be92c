import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { startI18n } from "./i18n";
import type { Language } from "./language";

const coreBundles = {
  tr: () => import("@/locales/tr/core").then((module) => module.core),
  en: () => import("@/locales/en/core").then((module) => module.core),
} as const;
type CoreNamespace = keyof Awaited<ReturnType<(typeof coreBundles)["en"]>>;
const CORE_NAMESPACES = [
  "common",
  "layout",
  "errors",
  "landing",
  "screens",
] as const satisfies CoreNamespace[];

/** The signed-in screens' texts: each namespace is its own file, fetched with the screens that show it. */
const SCREEN_NAMESPACES = [
  "account",
  "auth",
  "notifications",
  "sites",
  "billing",
  "chat",
  "dashboard",
  "visibility",
  "google",
  "search",
  "competitors",
  "backlinks",
  "page-tools",
  "distribution",
  "monitoring",
  "content-planning",
] as const;
type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number];
// The glob names them again: Vite needs a literal pattern.
const screenBundles = import.meta.glob<{ default: ResourceKey }>(
  "../locales/*/{account,auth,notifications,sites,billing,chat,dashboard,visibility,google,search,competitors,backlinks,page-tools,distribution,monitoring,content-planning}.json",
);

/** An i18next backend reading our own locale files through the bundler's dynamic imports. */
const bundledLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = (CORE_NAMESPACES as readonly string[]).includes(namespace)
      ? coreBundles[language as Language]?.().then((core) => core[namespace as CoreNamespace])
      : screenBundles[`../locales/${language}/${namespace}.json`]?.().then((module) => module.default);
    if (!load) return callback(new Error(`no translations for ${language}/${namespace}`), false);
    load.then(
      (resource) => callback(null, resource),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The browser's translations: the shell's and public pages' namespaces of one language before the
 * first render; the screens' namespaces with the lazy modules that show them (`withTranslations`),
 * and the other language when the visitor switches.
 */
export async function loadTranslations(language: Language): Promise<void> {
  i18next.use(bundledLocales);
  await startI18n(language, { ns: [...CORE_NAMESPACES] });
}

/**
 * A lazy module that arrives together with the namespaces it shows (of the current language), so
 * its screen never suspends on its texts once shown: a suspension there would hide, and a Radix
 * menu would close, what the visitor is using.
 */
export function withTranslations<Module>(
  namespaces: readonly ScreenNamespace[],
  load: () => Promise<Module>,
): () => Promise<Module> {
  return () => Promise.all([load(), i18next.loadNamespaces([...namespaces])]).then(([module]) => module);
}

/** For the signed-in shell and the account screens: every screen namespace. */
export function withScreenTranslations<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return withTranslations(SCREEN_NAMESPACES, load);
}
