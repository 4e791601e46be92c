/** Lighthouse's test for a viewport optimised for mobile screens: it sets a width or an initial scale. */
export function isMobileViewport(content: string | null): boolean {
  return /width\s*=|initial-scale\s*=/i.test(content ?? "");
}
