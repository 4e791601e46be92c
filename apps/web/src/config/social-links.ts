export const SOCIAL_LINKS = [
  { name: "X", href: "https://x.com/sitelens" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/sitelens" },
  { name: "Instagram", href: "https://www.instagram.com/sitelens" },
  { name: "YouTube", href: "https://www.youtube.com/@sitelens" },
] as const;
