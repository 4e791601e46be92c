import { type Config, desktopConfig } from "lighthouse";
import { ByteEfficiencyAudit } from "lighthouse/core/audits/byte-efficiency/byte-efficiency-audit.js";
import { initializeConfig } from "lighthouse/core/config/config.js";
import { describe, expect, it } from "vitest";
import { lighthouseConfig, SCORE_AUDITS, SPEED_AUDITS } from "./lighthouse-config";

/** Resolves a config the way a Lighthouse navigation run does. */
async function resolve(config: Parameters<typeof initializeConfig>[1], flags = {}) {
  // Lighthouse's declarations name the result through a global LH namespace the package does not export.
  const { resolvedConfig } = (await initializeConfig("navigation", config, flags)) as {
    resolvedConfig: Config.ResolvedConfig;
  };
  const weighted = (resolvedConfig.categories?.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => `${ref.id}:${ref.weight}`)
    .sort();
  return { resolvedConfig, weighted };
}

describe("lighthouseConfig", () => {
  it("keeps Lighthouse's performance score: the same weighted audits as the default, on both devices", {
    timeout: 60_000,
  }, async () => {
    const lighthouseDefault = await resolve(undefined, { onlyCategories: ["performance"] });
    expect(lighthouseDefault.weighted.map((ref) => ref.split(":")[0]).sort()).toEqual(
      [...SCORE_AUDITS].sort(),
    );
    for (const formFactor of ["mobile", "desktop"] as const) {
      const ours = await resolve(await lighthouseConfig(formFactor));
      expect(ours.weighted).toEqual(lighthouseDefault.weighted);
    }
  });

  it("runs every audit we read and none we do not, without the full-page screenshot or bf-cache round trip", {
    timeout: 60_000,
  }, async () => {
    const { resolvedConfig } = await resolve(await lighthouseConfig("mobile"));
    const audits = (resolvedConfig.audits ?? []).map((audit) => audit.implementation.meta.id).sort();
    expect(audits).toEqual([...SPEED_AUDITS].sort());
    const artifacts = (resolvedConfig.artifacts ?? []).map((artifact) => artifact.id);
    expect(artifacts).toEqual(expect.arrayContaining(["Trace", "DevtoolsLog"]));
    expect(artifacts).not.toContain("FullPageScreenshot");
    expect(artifacts).not.toContain("BFCacheFailures");
  });

  it("names every audit of Lighthouse's performance category that can report an opportunity", {
    timeout: 60_000,
  }, async () => {
    const { resolvedConfig } = await resolve(undefined, { onlyCategories: ["performance"] });
    const opportunityAudits = (resolvedConfig.audits ?? [])
      .map((audit) => audit.implementation)
      .filter(
        (audit) =>
          audit.prototype instanceof ByteEfficiencyAudit ||
          audit.toString().includes("makeOpportunityDetails"),
      )
      .map((audit) => audit.meta.id);
    expect(opportunityAudits.length).toBeGreaterThan(10);
    expect(SPEED_AUDITS).toEqual(expect.arrayContaining(opportunityAudits));
  });

  it("takes the device settings from Lighthouse's own presets", { timeout: 60_000 }, async () => {
    const desktop = (await resolve(await lighthouseConfig("desktop"))).resolvedConfig.settings;
    const preset = (await resolve(desktopConfig)).resolvedConfig.settings;
    expect(desktop.formFactor).toBe("desktop");
    expect(desktop.throttling).toEqual(preset.throttling);
    expect(desktop.screenEmulation).toEqual(preset.screenEmulation);
    expect(desktop.emulatedUserAgent).toBe(preset.emulatedUserAgent);
    const mobile = (await resolve(await lighthouseConfig("mobile"))).resolvedConfig.settings;
    const mobileDefault = (await resolve(undefined)).resolvedConfig.settings;
    expect(mobile.formFactor).toBe("mobile");
    expect(mobile.throttling).toEqual(mobileDefault.throttling);
    expect(mobile.throttlingMethod).toBe("simulate");
  });
});
