import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { AddSiteBar } from "@/features/sites/components/add-site-bar";

/** The top bar's add-site box: the same rules as the dashboard's, then the dashboard to watch it. */
export function AddSiteForm() {
  const navigate = useNavigate();
  return <AddSiteBar compact onAdded={() => navigate(paths.app.sites())} />;
}
