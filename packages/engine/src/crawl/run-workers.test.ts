import { describe, expect, it } from "vitest";
import { createHostGate } from "./create-host-gate";
import { runWorkers } from "./run-workers";

describe("runWorkers", () => {
  it("lets visits add work and never runs more than the worker count at once", async () => {
    const queue = [1];
    const visited: number[] = [];
    let running = 0;
    let most = 0;
    await runWorkers(3, {
      next: () => queue.shift() ?? "wait",
      visit: async (n) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        visited.push(n);
        if (n < 20) queue.push(n * 2, n * 2 + 1);
        running--;
      },
    });
    expect(visited.sort((a, b) => a - b)).toEqual(Array.from({ length: 39 }, (_, index) => index + 1));
    expect(most).toBe(3);
  });

  it("stops every worker and rethrows when a visit fails", async () => {
    let started = 0;
    const run = runWorkers(2, {
      next: () => (started < 100 ? started++ : "stop"),
      visit: async (n) => {
        if (n === 3) throw new Error("visit failed");
      },
    });
    await expect(run).rejects.toThrow("visit failed");
    expect(started).toBeLessThan(100);
  });
});

describe("createHostGate", () => {
  it("spaces starts per host in call order and leaves other hosts alone", async () => {
    const waitForTurn = createHostGate((host) => (host === "slow.test" ? 30 : 0));
    const order: string[] = [];
    const turns = [
      waitForTurn("slow.test").then(() => order.push("slow 1")),
      waitForTurn("slow.test").then(() => order.push("slow 2")),
      waitForTurn("slow.test").then(() => order.push("slow 3")),
      waitForTurn("fast.test").then(() => order.push("fast")),
    ];
    await Promise.all(turns);
    expect(order).toEqual(["slow 1", "fast", "slow 2", "slow 3"]);
  });
});
