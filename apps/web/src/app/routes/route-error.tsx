import { useEffect } from "react";
import { useRouteError } from "react-router";
import { ErrorScreen } from "@/components/errors/error-screen";

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
