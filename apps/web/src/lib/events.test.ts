import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createEventInvalidator,
  invalidationsByEvent,
  LIVE_EVENT_TYPES,
  parseLiveEvent,
  refetchAfterReconnect,
} from "./events";

describe("parseLiveEvent", () => {
  it("reads the type and data of a known event", () => {
    expect(parseLiveEvent('{"type":"site.updated","data":{"id":"s1"}}')).toEqual({
      type: "site.updated",
      data: { id: "s1" },
    });
  });

  it("drops unknown types and malformed bodies", () => {
    expect(parseLiveEvent('{"type":"site.deleted","data":{}}')).toBeNull();
    expect(parseLiveEvent("not json")).toBeNull();
    expect(parseLiveEvent("null")).toBeNull();
  });
});

describe("invalidationsByEvent", () => {
  it("maps every event type to at least one query key", () => {
    for (const type of LIVE_EVENT_TYPES) expect(invalidationsByEvent[type].length).toBeGreaterThan(0);
  });
});

describe("createEventInvalidator", () => {
  let queryClient: QueryClient;
  const staleKeys = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    for (const key of ["sites", "plan-limits", "notifications", "session"])
      queryClient.setQueryData([key], {});
  });
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it("invalidates notifications at once", () => {
    createEventInvalidator(queryClient).handle({ type: "notification.created", data: {} });
    expect(staleKeys()).toEqual(["notifications"]);
  });

  it("waits 300 ms for the site list and 500 ms for plan limits, restarting on each event", () => {
    const invalidator = createEventInvalidator(queryClient);
    const spy = vi.spyOn(queryClient, "invalidateQueries");
    invalidator.handle({ type: "site.updated", data: {} });
    vi.advanceTimersByTime(200);
    invalidator.handle({ type: "site.progress", data: {} });
    vi.advanceTimersByTime(299);
    expect(staleKeys()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(staleKeys().sort()).toEqual(["plan-limits", "sites"]);

    const invalidatedKeys = spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(new Set(invalidatedKeys).size).toBe(invalidatedKeys.length);
  });

  it("forgets pending invalidations when disposed", () => {
    const invalidator = createEventInvalidator(queryClient);
    invalidator.handle({ type: "user.updated", data: {} });
    invalidator.dispose();
    vi.advanceTimersByTime(1_000);
    expect(staleKeys()).toEqual(["session"]);
  });
});

describe("refetchAfterReconnect", () => {
  it("marks every query an event could have refreshed for refetching, and nothing else", () => {
    const queryClient = new QueryClient();
    const keys = [
      "sites",
      "site",
      "plan-limits",
      "notifications",
      "tasks",
      "session",
      "invoices",
      "help-articles",
    ];
    for (const key of keys) queryClient.setQueryData([key, "x"], {});
    refetchAfterReconnect(queryClient);
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => String(query.queryKey[0]));
    expect(stale.sort()).toEqual(keys.filter((key) => key !== "help-articles").sort());
  });
});
