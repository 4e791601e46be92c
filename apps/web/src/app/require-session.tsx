import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth";

export function RequireSession() {
  const session = useSession();
  const { pathname, search } = useLocation();

  if (session.isPending) return <FullPageSpinner />;
  if (!session.data) return <Navigate to={paths.auth.login(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
