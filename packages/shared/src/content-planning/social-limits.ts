/** Post length limits per network the social channels reach (characters), shown beside the text. */
export const SOCIAL_LIMITS = [
  { network: "x", limit: 280 },
  { network: "mastodon", limit: 500 },
  { network: "linkedin", limit: 3000 },
  { network: "facebook", limit: 63206 },
] as const;
export type SocialNetwork = (typeof SOCIAL_LIMITS)[number]["network"];
