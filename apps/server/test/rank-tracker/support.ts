import { randomUUID } from "node:crypto";
import type { Database } from "../../src/db/database";
import { sites } from "../../src/db/schema";
import type { VendorAnswer, VendorRequest } from "../support/vendor-server";

/** A completed site row for the user: rank tracking needs only the site's URL, not an analysis. */
export async function insertSite(database: Database, userId: string, url = "https://www.acme.com.tr/") {
  const id = randomUUID();
  await database.db.insert(sites).values({ id, userId, name: "Acme", url, status: "completed" });
  return id;
}

/** DataForSEO live/advanced answers: where the site ranks per keyword, "fail" for a task error in HTTP 200. */
export function dataForSeoSerp(ranks: Record<string, number | "absent" | "fail">) {
  return (request: VendorRequest): VendorAnswer => {
    const [task] = JSON.parse(request.body) as { keyword: string }[];
    const rank = ranks[task?.keyword ?? ""] ?? "absent";
    const items = Array.from({ length: 100 }, (_, index) => ({
      type: "organic",
      rank_group: index + 1,
      rank_absolute: index + 2,
      url: index + 1 === rank ? "https://acme.com.tr/urun" : `https://rakip${index}.example.com/`,
      title: `Sonuç ${index + 1}`,
    }));
    const ok = rank !== "fail";
    return {
      json: {
        status_code: 20000,
        status_message: "Ok.",
        tasks: [
          {
            id: randomUUID(),
            status_code: ok ? 20000 : 40101,
            status_message: ok ? "Ok." : "Internal SE Server Error.",
            result: ok
              ? [{ keyword: task?.keyword, items: [{ type: "people_also_ask", items: [] }, ...items] }]
              : null,
          },
        ],
      },
    };
  };
}
