import { Outlet } from "react-router";
import { useRouteChangeReset } from "@/components/layout/use-route-change-reset";
import { useSession } from "@/lib/auth";
import { useLanguageSync } from "@/lib/use-language";
import { useLiveEvents } from "@/lib/use-live-events";
import { useDocumentTitle } from "./use-document-title";

export function RootLayout() {
  const signedIn = Boolean(useSession().data);
  useRouteChangeReset();
  useLanguageSync();
  useDocumentTitle();
  useLiveEvents(signedIn);
  return <Outlet />;
}
