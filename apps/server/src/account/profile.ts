import type { Profile, ProfileUpdate } from "@sitelens/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema";
import { AppError } from "../errors/app-error";
import { publishEvent } from "../events/publish-event";

const columns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  company: users.company,
  address: users.address,
  about: users.about,
};

function toProfile(row: { [K in keyof typeof columns]: string | null }): Profile {
  return {
    name: row.name ?? "",
    email: row.email ?? "",
    phone: row.phone ?? "",
    company: row.company ?? "",
    address: row.address ?? "",
    about: row.about ?? "",
  };
}

export async function getProfile(database: Database, userId: string): Promise<Profile> {
  const [row] = await database.db.select(columns).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError("unauthenticated");
  return toProfile(row);
}

export async function updateProfile(
  database: Database,
  userId: string,
  update: Required<ProfileUpdate>,
): Promise<Profile> {
  const [row] = await database.db
    .update(users)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(columns);
  if (!row) throw new AppError("profile_update_failed");
  await publishEvent(database, { userId, type: "user.updated", data: {} });
  return toProfile(row);
}
