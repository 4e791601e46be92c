import { Check, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useText } from "@/features/marketing/use-text";
import { blogText } from "../content";

const COPY_MARKER_MS = 2_000;

const NETWORKS = [
  {
    name: "X",
    href: (url: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: "LinkedIn",
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    name: "Facebook",
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: "WhatsApp",
    href: (url: string, title: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  },
];

/** Share links and a copy-link button whose "copied" marker stays for 2 s (spec §9). */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const text = useText(blogText);
  const [copied, setCopied] = useState(false);
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_MARKER_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const url = `${origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.origin + path);
      setCopied(true);
    } catch {
      toast.error(text.copyFailed);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-sm">{text.share}:</span>
      {NETWORKS.map((network) => (
        <a
          key={network.name}
          href={network.href(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text.shareOn(network.name)}
          className="rounded-md border px-2.5 py-1 text-sm hover:bg-accent"
        >
          {network.name}
        </a>
      ))}
      <Button variant="outline" size="sm" onClick={copy} aria-live="polite">
        {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {copied ? text.copied : text.copyLink}
      </Button>
    </div>
  );
}
