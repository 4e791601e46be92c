import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useIsMobile } from "@/lib/use-media-query";
import { setChatOpen, useChatOpen } from "../chat-open-store";
import { ChatPanel } from "./chat-panel";

/**
 * The assistant on every signed-in screen: a side panel from 768 px (opened by the floating button),
 * a bottom sheet below (opened by the bottom bar's "AI chat").
 */
export function ChatDock() {
  const { t } = useTranslation("chat");
  const open = useChatOpen();
  const mobile = useIsMobile();
  return (
    <>
      <Button
        className="fixed right-5 bottom-5 z-40 hidden size-12 rounded-full shadow-lg md:inline-flex"
        size="icon"
        aria-label={t("open")}
        data-testid="chat-launcher"
        onClick={() => setChatOpen(true)}
      >
        <MessageCircle className="size-5" aria-hidden="true" />
      </Button>
      <Sheet open={open} onOpenChange={setChatOpen}>
        <SheetContent
          side={mobile ? "bottom" : "right"}
          className={mobile ? "h-[85dvh] gap-3 p-4" : "w-full gap-3 p-4 sm:max-w-md"}
          data-testid="chat-sheet"
        >
          <div className="grid gap-1 pe-8">
            <SheetTitle>{t("title")}</SheetTitle>
            <SheetDescription>{t("description")}</SheetDescription>
          </div>
          <ChatPanel onNavigate={() => setChatOpen(false)} />
        </SheetContent>
      </Sheet>
    </>
  );
}
