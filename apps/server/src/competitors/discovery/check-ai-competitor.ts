import { type Fetcher, readSiteIdentity, topicTerms } from "@sitelens/engine";
import { type CompetitorSuggestion, checkSiteUrl, registrableDomain } from "@sitelens/shared";
import type { AiCompetitor } from "./ask-ai-for-competitors";
import { isGiantDomain } from "./giant-domains";

export interface CheckContext {
  fetcher: Fetcher;
  /** Registrable domains never suggested: the site itself and its current competitors. */
  excluded: Set<string>;
  language: string;
  /** Words of the site's own topics and title; a real competitor's home page mentions one of them. */
  fieldWords: Set<string>;
}

/**
 * A model's answer is only a claim: the URL must follow the site URL rules, not be the site, a
 * known competitor or a giant, and its home page must answer as a real HTML site in the site's
 * language that talks about the same field (shares a topic word).
 */
export async function checkAiCompetitor(
  candidate: AiCompetitor,
  context: CheckContext,
): Promise<CompetitorSuggestion | null> {
  const checked = checkSiteUrl(candidate.url);
  if (!checked.ok) return null;
  const domain = registrableDomain(checked.url);
  if (context.excluded.has(domain) || isGiantDomain(domain)) return null;
  context.excluded.add(domain);
  const identity = await readSiteIdentity(context.fetcher, checked.url);
  if (!identity.ok) return null;
  if (identity.language && identity.language !== context.language) return null;
  const words = new Set(
    topicTerms(`${identity.title ?? ""}\n${identity.description ?? ""}\n${identity.text}`).flatMap((term) =>
      term.split(" "),
    ),
  );
  if (![...context.fieldWords].some((word) => words.has(word))) return null;
  return {
    name: candidate.name,
    url: checked.url,
    domain,
    source: "ai",
    reason: candidate.reason || null,
    sharedKeywords: null,
    avgPosition: null,
    language: identity.language,
  };
}
