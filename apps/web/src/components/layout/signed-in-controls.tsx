import type { SessionUser } from "@/lib/auth";
import { NotificationBellSlot } from "./notification-bell-slot";
import { UserMenu } from "./user-menu";

/** The top bar's controls for a signed-in user: loaded only once a session exists. */
export function SignedInControls({ user }: { user: SessionUser }) {
  return (
    <>
      <NotificationBellSlot />
      <UserMenu user={user} />
    </>
  );
}
