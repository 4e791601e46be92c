import { englishIn } from "@sitelens/shared/text/english-in-turkish";
import { describe, expect, it } from "vitest";
import { AUDITS } from "../../src/audits/registry";

describe("the audits' Turkish texts", () => {
  it("carry no English outside code spans and real names, and differ from the English", () => {
    const found = AUDITS.flatMap((audit) =>
      (["title", "failureTitle", "description"] as const).flatMap((field) => {
        const text = audit.meta[field];
        const word = englishIn(text.tr);
        return [
          ...(word ? [`${audit.meta.id}.${field}: "${word}" in ${text.tr}`] : []),
          ...(text.tr === text.en ? [`${audit.meta.id}.${field} is not translated`] : []),
        ];
      }),
    );
    expect(found).toEqual([]);
  });
});
