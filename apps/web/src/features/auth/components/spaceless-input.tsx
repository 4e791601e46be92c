import { stripSpaces } from "@sitelens/shared/password";
import type * as React from "react";
import { Input } from "@/components/ui/input";

type Props = Omit<React.ComponentProps<"input">, "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** E-mail and password inputs never keep spaces, typed or pasted (spec §5). */
export function SpacelessInput({ onValueChange, ...props }: Props) {
  return (
    <Input
      {...props}
      onChange={(event) => onValueChange(stripSpaces(event.target.value))}
      onPaste={(event) => {
        event.preventDefault();
        const input = event.currentTarget;
        const pasted = stripSpaces(event.clipboardData.getData("text"));
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? input.value.length;
        onValueChange(stripSpaces(input.value.slice(0, start) + pasted + input.value.slice(end)));
      }}
    />
  );
}
