import { randomUUID } from "node:crypto";
import type { VisibilitySetup } from "@sitelens/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { visibilityPrompts, visibilitySettings } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { defaultBrand, defaultVisibilityPrompts } from "./default-visibility-prompts";

/** The site's brand, competitors and prompts; generated from the site the first time they are read. */
export async function getVisibilitySetup(
  database: Database,
  userId: string,
  siteId: string,
): Promise<VisibilitySetup> {
  const site = await findOwnedSite(database, userId, siteId);
  let [settings] = await database.db
    .select()
    .from(visibilitySettings)
    .where(eq(visibilitySettings.siteId, site.id));
  if (!settings) {
    [settings] = await database.db
      .insert(visibilitySettings)
      .values({ siteId: site.id, brand: defaultBrand(site), competitors: [] })
      .onConflictDoNothing()
      .returning();
    const { language, prompts } = defaultVisibilityPrompts(site);
    await database.db.insert(visibilityPrompts).values(
      prompts.map((text) => ({
        id: randomUUID(),
        userId,
        siteId: site.id,
        text,
        language,
        source: "generated" as const,
      })),
    );
  }
  const [current] = settings
    ? [settings]
    : await database.db.select().from(visibilitySettings).where(eq(visibilitySettings.siteId, site.id));
  const prompts = await database.db
    .select()
    .from(visibilityPrompts)
    .where(eq(visibilityPrompts.siteId, site.id))
    .orderBy(asc(visibilityPrompts.createdAt), asc(visibilityPrompts.id));
  return {
    brand: current?.brand ?? defaultBrand(site),
    competitors: current?.competitors ?? [],
    prompts: prompts.map(({ id, text, language, source }) => ({ id, text, language, source })),
  };
}
