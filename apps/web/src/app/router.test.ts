import {
  APP_ROUTE_PATTERNS,
  AUTH_ROUTE_PATTERNS,
  DEV_ROUTE_PATTERNS,
  ENGLISH_PREFIX,
  PUBLIC_ROUTE_PATTERNS,
} from "@sitelens/shared/routes";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

function collectPaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...collectPaths(route.children ?? []),
  ]);
}

describe("router", () => {
  it("registers every route of the shared route list, public ones in both languages", () => {
    const registered = new Set(collectPaths(routes));
    const expected = [
      ...PUBLIC_ROUTE_PATTERNS,
      ...PUBLIC_ROUTE_PATTERNS.map((pattern) =>
        pattern === "/" ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${pattern}`,
      ),
      ...AUTH_ROUTE_PATTERNS,
      ...APP_ROUTE_PATTERNS,
      ...DEV_ROUTE_PATTERNS,
    ];
    for (const pattern of expected) expect(registered, pattern).toContain(pattern);
    expect(registered).toContain("*");
  });
});
