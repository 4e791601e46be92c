import { lazy, type ReactNode, Suspense } from "react";
import { cn } from "@/lib/utils";
import { Footer } from "./footer";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { TopBar } from "./top-bar";

// Only signed-in pages show it (fixed to the bottom, so its late arrival shifts nothing).
const BottomBar = lazy(() => import("./bottom-bar").then((module) => ({ default: module.BottomBar })));

type ShellProps = {
  children: ReactNode;
  aboveMain?: ReactNode;
  showFooter: boolean;
  showBottomBar: boolean;
};

export function Shell({ children, aboveMain, showFooter, showBottomBar }: ShellProps) {
  return (
    <div className={cn("flex min-h-dvh flex-col", showBottomBar && "pb-16 md:pb-0")}>
      <SkipLink />
      <TopBar />
      {aboveMain}
      <main id={MAIN_CONTENT_ID} className="flex flex-1 flex-col">
        {children}
      </main>
      {showFooter && <Footer />}
      {showBottomBar && (
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      )}
    </div>
  );
}
