import type { Env } from "../../env";
import { dataForSeoConfig } from "../dataforseo/client";
import { createDataForSeoKeywordData } from "./dataforseo";
import type { KeywordDataProvider } from "./types";

/** DataForSEO Labs when the operator configured DataForSEO; otherwise none (metrics stay unknown). */
export function activeKeywordDataProvider(env: Env): KeywordDataProvider | null {
  const config = dataForSeoConfig(env);
  return config ? createDataForSeoKeywordData(config) : null;
}
