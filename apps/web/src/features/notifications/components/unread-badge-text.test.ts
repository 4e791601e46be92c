import { describe, expect, it } from "vitest";
import { unreadBadgeText } from "./unread-badge-text";

describe("unreadBadgeText", () => {
  it("hides at zero, counts to nine, then shows 9+", () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
    expect(unreadBadgeText(250)).toBe("9+");
  });
});
