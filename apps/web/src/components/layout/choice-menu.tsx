import type { ComponentType, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

type Choice<Value extends string> = {
  value: Value;
  label: string;
  icon?: ComponentType<{ "aria-hidden"?: boolean }>;
  lang?: string;
};

type ChoiceMenuProps<Value extends string> = {
  label: string;
  /** The trigger's accessible name when it shows text of its own, which the name must contain. */
  triggerLabel?: string;
  trigger: ReactNode;
  value: Value;
  choices: readonly Choice<Value>[];
  onChoose: (value: Value) => void;
};

/** A top-bar button opening a labelled single-choice menu (language, theme). */
export function ChoiceMenu<Value extends string>({
  label,
  triggerLabel = label,
  trigger,
  value,
  choices,
  onChoose,
}: ChoiceMenuProps<Value>) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={triggerLabel} className="min-w-9 px-2">
          {trigger}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={value}>
          {choices.map(({ value: choice, label: choiceLabel, icon: Icon, lang }) => (
            <DropdownMenuRadioItem key={choice} value={choice} lang={lang} onSelect={() => onChoose(choice)}>
              {Icon && <Icon aria-hidden />}
              {choiceLabel}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
