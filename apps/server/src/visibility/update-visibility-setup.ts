import { randomUUID } from "node:crypto";
import type { UpdateVisibilitySetup, VisibilitySetup } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { visibilityPrompts, visibilitySettings } from "../db/schema";
import { findOwnedSite } from "../sites/find-owned-site";
import { siteLanguage } from "./default-visibility-prompts";
import { getVisibilitySetup } from "./get-visibility-setup";

/** The user's edit of brand, competitors and prompts; unchanged prompts keep their id and origin. */
export async function updateVisibilitySetup(
  database: Database,
  userId: string,
  siteId: string,
  update: UpdateVisibilitySetup,
): Promise<VisibilitySetup> {
  const site = await findOwnedSite(database, userId, siteId);
  const current = await getVisibilitySetup(database, userId, site.id);
  const language = current.prompts[0]?.language ?? siteLanguage(site);
  const wanted = [...new Set(update.prompts)];
  await database.db.transaction(async (tx) => {
    await tx
      .update(visibilitySettings)
      .set({ brand: update.brand, competitors: [...new Set(update.competitors)] })
      .where(eq(visibilitySettings.siteId, site.id));
    for (const prompt of current.prompts)
      if (!wanted.includes(prompt.text))
        await tx.delete(visibilityPrompts).where(eq(visibilityPrompts.id, prompt.id));
    const known = new Set(current.prompts.map((prompt) => prompt.text));
    const added = wanted.filter((text) => !known.has(text));
    if (added.length > 0)
      await tx.insert(visibilityPrompts).values(
        added.map((text) => ({
          id: randomUUID(),
          userId,
          siteId: site.id,
          text,
          language,
          source: "user" as const,
        })),
      );
  });
  return getVisibilitySetup(database, userId, site.id);
}
