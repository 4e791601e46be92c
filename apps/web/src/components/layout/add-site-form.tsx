import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";

// The URL rules bring the public-suffix list along: loaded with the box, kept out of the first bundle.
const AddSiteBar = lazy(() =>
  import("@/features/sites/components/add-site-bar").then((module) => ({ default: module.AddSiteBar })),
);

/** The top bar's add-site box: the same rules as the dashboard's, then the dashboard to watch it. */
export function AddSiteForm() {
  const navigate = useNavigate();
  return (
    <Suspense fallback={<div className="h-8 w-full max-w-md" />}>
      <AddSiteBar compact onAdded={() => navigate(paths.app.sites())} />
    </Suspense>
  );
}
