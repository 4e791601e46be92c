import { Globe } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

/** The site's own /favicon.ico, or a globe when it has none (or is not served over https). */
export function SiteFavicon({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const origin = new URL(url).origin;
  if (failed || !origin.startsWith("https://"))
    return <Globe className={cn("size-5 shrink-0 text-muted-foreground", className)} aria-hidden="true" />;
  return (
    <img
      src={`${origin}/favicon.ico`}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={cn("size-5 shrink-0 rounded-sm", className)}
    />
  );
}
