import type * as React from "react";
import { Navigate } from "react-router";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth";

/** /login and /register send a signed-in visitor to /app (spec §2). */
export function RedirectIfSignedIn({ children }: { children: React.ReactNode }) {
  const session = useSession();
  if (session.isPending) return <FullPageSpinner />;
  if (session.data) return <Navigate to={paths.app.sites()} replace />;
  return children;
}
