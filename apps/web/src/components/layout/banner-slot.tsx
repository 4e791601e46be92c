/** Where the plan banner (rate limit, then trial, then payment required) goes above the app content. */
export function BannerSlot() {
  return null;
}
