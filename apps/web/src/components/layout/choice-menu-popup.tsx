import type { ComponentType } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { MenuPopupProps } from "./deferred-menu";

export type Choice<Value extends string> = {
  value: Value;
  label: string;
  icon?: ComponentType<{ "aria-hidden"?: boolean }>;
  lang?: string;
};

export type ChoiceMenuPopupProps<Value extends string> = MenuPopupProps & {
  label: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChoose: (value: Value) => void;
};

/** The labelled single-choice menu behind a `ChoiceMenu` trigger. */
export function ChoiceMenuPopup<Value extends string>({
  trigger,
  defaultOpen,
  label,
  value,
  choices,
  onChoose,
}: ChoiceMenuPopupProps<Value>) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
