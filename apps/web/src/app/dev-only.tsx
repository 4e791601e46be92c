import { Outlet } from "react-router";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { useAppConfig } from "@/lib/app-config";
import { NotFoundRoute } from "./routes/not-found";

/** Development screens exist only when the server does not run in production. */
export function DevOnly() {
  const config = useAppConfig();
  if (config.isPending) return <FullPageSpinner />;
  return config.data && config.data.environment !== "production" ? <Outlet /> : <NotFoundRoute />;
}
