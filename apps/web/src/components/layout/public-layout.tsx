import { Outlet } from "react-router";
import { useSession } from "@/lib/auth";
import { Shell } from "./shell";

export function PublicLayout() {
  const signedIn = Boolean(useSession().data);
  return (
    <Shell showFooter showBottomBar={signedIn}>
      <Outlet />
    </Shell>
  );
}
