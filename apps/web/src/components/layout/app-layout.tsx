import { isToolRoute } from "@sitelens/shared/routes";
import { Outlet, useLocation } from "react-router";
import { KeepTimeZone } from "@/features/account/components/keep-time-zone";
import { ChatDock } from "@/features/chat/components/chat-dock";
import { BannerSlot } from "./banner-slot";
import { Shell } from "./shell";
import { ToolBar } from "./tool-bar";

/** The signed-in shell; the route guard renders it only once a session exists. */
export function AppLayout() {
  const onToolRoute = isToolRoute(useLocation().pathname);
  return (
    <Shell
      showFooter={!onToolRoute}
      showBottomBar
      aboveMain={
        <>
          {onToolRoute && <ToolBar />}
          <BannerSlot />
        </>
      }
    >
      <Outlet />
      <ChatDock />
      <KeepTimeZone />
    </Shell>
  );
}
