import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * A Radix dialog or menu that unmounts mid-animation during navigation can leave its scroll lock
 * on <body>, freezing the next page; every route change starts from the top with the page unlocked.
 */
export function useRouteChangeReset() {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    const body = document.body;
    if (body.style.overflow === "hidden") body.style.removeProperty("overflow");
    if (body.style.pointerEvents === "none") body.style.removeProperty("pointer-events");
    body.removeAttribute("data-scroll-locked");
  }, [pathname]);
}
