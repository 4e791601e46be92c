import type { KeywordSuggestionsRequest, KeywordSuggestionsResponse } from "@sitelens/shared";
import { api } from "@/lib/api-client";

export const keywordSuggestionsApi = {
  suggest: (request: KeywordSuggestionsRequest) =>
    api.post<KeywordSuggestionsResponse>("/api/keyword-suggestions", request),
};
