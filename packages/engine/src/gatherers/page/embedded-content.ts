/** An <object>, <embed> or <applet> with what decides whether it needs a browser plugin. */
export interface EmbeddedContent {
  tag: "object" | "embed" | "applet";
  type: string | null;
  src: string | null;
  data: string | null;
  code: string | null;
  params: { name: string; value: string }[];
}

// Lighthouse's plugin rules: the MIME types and file extensions of Flash, Java and Silverlight content.
const PLUGIN_TYPES = new Set([
  "application/x-shockwave-flash",
  "application/x-java-applet",
  "application/x-java-bean",
  "application/x-silverlight",
  "application/x-silverlight-2",
]);
const PLUGIN_EXTENSIONS = new Set(["swf", "flv", "class", "xap"]);
const SOURCE_PARAMS = new Set(["code", "movie", "source", "src"]);

const isPluginType = (type: string | null) => type !== null && PLUGIN_TYPES.has(type.trim().toLowerCase());

function isPluginUrl(url: string | null): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/)[0] ?? "";
  const extension = path.includes(".") ? path.slice(path.lastIndexOf(".") + 1).toLowerCase() : "";
  return PLUGIN_EXTENSIONS.has(extension);
}

/** Whether embedded content needs a plugin; a PDF or an SVG in an <object> does not. */
export function needsPlugin(item: EmbeddedContent): boolean {
  if (item.tag === "applet") return true;
  if (isPluginType(item.type)) return true;
  if (item.tag === "embed" && isPluginUrl(item.src ?? item.code)) return true;
  if (item.tag === "object" && isPluginUrl(item.data)) return true;
  return item.params.some(
    (param) => SOURCE_PARAMS.has(param.name.trim().toLowerCase()) && isPluginUrl(param.value),
  );
}
