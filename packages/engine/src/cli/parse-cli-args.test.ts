import { describe, expect, it } from "vitest";
import { HELP, parseCliArgs, UsageError } from "./parse-cli-args";

describe("parseCliArgs", () => {
  it("reads every option", () => {
    const command = parseCliArgs([
      "audit",
      "http://site.test:8080/",
      "--max-pages",
      "50",
      "--concurrency=2",
      "--delay",
      "250",
      "--json",
      "--out",
      "scan.json",
      "--lang",
      "tr",
      "--no-lighthouse",
      "--resolve",
      "site.test:8080:127.0.0.1",
      "--resolve",
      "v6.test:80:[::1]",
      "--allow-private",
    ]);
    expect(command).toEqual({
      url: "http://site.test:8080/",
      json: true,
      format: "json",
      budget: null,
      out: "scan.json",
      lang: "tr",
      options: {
        maxPages: 50,
        concurrency: 2,
        delayMs: 250,
        lighthouse: false,
        allowPrivateNetworks: true,
        resolve: { "site.test:8080": "127.0.0.1", "v6.test:80": "::1" },
      },
    });
  });

  it("defaults to a summary in English with Lighthouse on and https for bare domains", () => {
    expect(parseCliArgs(["audit", "example.com.tr"])).toEqual({
      url: "https://example.com.tr",
      json: false,
      format: "summary",
      budget: null,
      out: null,
      lang: "en",
      options: { lighthouse: true, resolve: {}, allowPrivateNetworks: false },
    });
  });

  it("sets the render budget's page count, 0 turning rendering off", () => {
    expect(parseCliArgs(["audit", "a.test", "--render-pages", "0"])).toMatchObject({
      options: { render: { pages: 0 } },
    });
  });

  it.each([[["--help"]], [["-h"]], [["help"]], [["audit", "a.test", "--help"]]])(
    "reads %j as a request for help",
    (argv) => {
      expect(parseCliArgs(argv)).toBe(HELP);
    },
  );

  it.each([
    [[], "Missing command"],
    [["audit", "a", "--render-pages", "-1"], "--render-pages"],
    [["scan", "x"], 'Unknown command "scan"'],
    [["audit"], "exactly one URL"],
    [["audit", "a", "b"], "exactly one URL"],
    [["audit", "a", "--max-pages", "0"], "--max-pages"],
    [["audit", "a", "--delay", "-1"], "--delay"],
    [["audit", "a", "--lang", "de"], "--lang"],
    [["audit", "a", "--resolve", "nohost"], "--resolve"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
