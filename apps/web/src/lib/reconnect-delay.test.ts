import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./reconnect-delay";

const middle = () => 0.5;

describe("reconnectDelay", () => {
  it("doubles from one second and stops at thirty", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("spreads reconnects by up to 20 % either way within the bounds", () => {
    expect(reconnectDelay(2, () => 0)).toBe(3_200);
    expect(reconnectDelay(2, () => 1)).toBe(4_800);
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(9, () => 1)).toBe(30_000);
  });
});
