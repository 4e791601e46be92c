/** The Link header parser Lighthouse's LinkElements gatherer uses (untyped package). */
declare module "http-link-header" {
  interface Reference {
    uri: string;
    rel?: string;
    hreflang?: string;
    [attribute: string]: string | undefined;
  }
  const LinkHeader: { parse(value: string): { refs: Reference[] } };
  export default LinkHeader;
}
