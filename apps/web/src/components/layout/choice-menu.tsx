import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { ChoiceMenuPopupProps } from "./choice-menu-popup";
import { DeferredMenu, lazyMenu, type MenuPopupProps } from "./deferred-menu";

const choiceMenuPopup = lazyMenu<ChoiceMenuPopupProps<string>>(() =>
  import("./choice-menu-popup").then((module) => module.ChoiceMenuPopup),
);

type ChoiceMenuProps<Value extends string> = Omit<ChoiceMenuPopupProps<Value>, keyof MenuPopupProps> & {
  /** The trigger's accessible name when it shows text of its own, which the name must contain. */
  triggerLabel?: string;
  trigger: ReactNode;
};

/** A top-bar button opening a labelled single-choice menu (language, theme). */
export function ChoiceMenu<Value extends string>({
  triggerLabel,
  trigger,
  onChoose,
  ...menu
}: ChoiceMenuProps<Value>) {
  return (
    <DeferredMenu
      menu={choiceMenuPopup}
      {...menu}
      // Every choice offered is a Value, so only a Value ever comes back.
      onChoose={onChoose as (value: string) => void}
      trigger={
        <Button variant="ghost" size="sm" aria-label={triggerLabel ?? menu.label} className="min-w-9 px-2">
          {trigger}
        </Button>
      }
    />
  );
}
