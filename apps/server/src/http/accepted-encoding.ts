/** Brotli when the client takes it (every current browser over HTTPS or localhost), else gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accept)) return "br";
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accept)) return "gzip";
  return null;
}
