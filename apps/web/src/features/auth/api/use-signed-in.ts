import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { sessionQueryOptions } from "@/lib/auth";

/** After login or confirmation: reload the session, then go to the requested page or /app. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (redirect?: string | null) => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    const target = redirect?.startsWith("/") && !redirect.startsWith("//") ? redirect : paths.app.sites();
    navigate(target, { replace: true });
  };
}
