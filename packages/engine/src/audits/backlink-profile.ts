import { defineOffpageAudit, FACT_SOURCES } from "./shared/define-offpage-audit";

/** Ten live followed links is where a profile stops being thin; lost links above a fifth pull it down. */
const HEALTHY_FOLLOWED = 10;

export const backlinkProfile = defineOffpageAudit(
  {
    id: "backlink-profile",
    title: { tr: "Sağlıklı bir backlink profili var", en: "Backlink profile is healthy" },
    failureTitle: { tr: "Backlink profili zayıf", en: "Backlink profile is weak" },
    description: {
      tr: "Başka sitelerden gelen bağlantılar otoritenin en güçlü sinyallerinden biridir. Puan, takip edilen (nofollow olmayan) canlı bağlantılardan ve kaybedilen bağlantıların payından gelir.",
      en: "Links from other sites are one of the strongest authority signals. The score comes from live followed (not nofollow) links and the share of links lost.",
    },
    learnMore:
      "https://developers.google.com/search/docs/fundamentals/seo-starter-guide#promote-your-website",
  },
  (facts) => {
    const known = facts.activeLinks + facts.lostLinks;
    if (known === 0) return null;
    const lostShare = facts.lostLinks / known;
    const score = Math.min(1, facts.followedLinks / HEALTHY_FOLLOWED) * (lostShare > 0.2 ? 0.8 : 1);
    const source = FACT_SOURCES[facts.source];
    return {
      score,
      displayValue: {
        tr: `${facts.activeLinks} canlı bağlantı, ${facts.followedLinks} takip edilen, ${facts.lostLinks} kayıp (${source.tr})`,
        en: `${facts.activeLinks} live links, ${facts.followedLinks} followed, ${facts.lostLinks} lost (${source.en})`,
      },
    };
  },
);
