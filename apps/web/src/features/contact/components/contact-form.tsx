import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { BotCheck } from "@/features/auth/components/bot-check";
import { Field } from "@/features/auth/components/field";
import { useBotToken } from "@/features/auth/components/use-bot-token";
import { useText } from "@/features/marketing/use-text";
import { readFormText } from "@/lib/read-form-text";
import { useHydrated } from "@/lib/use-hydrated";
import { useSendContactMessage } from "../api/send-contact-message";
import { CONTACT_CATEGORIES, contactText } from "../content";

const FIELDS = ["name", "email", "category", "subject", "message"] as const;
const control =
  "w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/20";

/** Spec §5: every field is required ('Please fill all fields'); bot check; stored and e-mailed. */
export function ContactForm() {
  const text = useText(contactText);
  const bot = useBotToken();
  const send = useSendContactMessage();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      FIELDS.map((field) => [field, readFormText(form, field).trim()]),
    ) as Record<(typeof FIELDS)[number], string>;
    if (FIELDS.some((field) => values[field] === "")) return setError(text.required);
    if (!bot.token) return setError(text.botCheck);
    setError(null);
    send.mutate(
      { ...values, botToken: bot.take() },
      {
        onSuccess: () => {
          form.reset();
          setSent(true);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  if (sent)
    return (
      <div role="status" className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
        <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-600 dark:text-emerald-400" />
        <h3 className="font-semibold text-lg">{text.sent}</h3>
        <p className="text-muted-foreground">{text.sentBody}</p>
        <Button variant="outline" onClick={() => setSent(false)}>
          {text.another}
        </Button>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl border bg-card p-6"
      aria-describedby={error ? "contact-error" : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={text.name}>
          {(props) => <Input {...props} name="name" autoComplete="name" required maxLength={120} />}
        </Field>
        <Field label={text.email}>
          {(props) => (
            <Input {...props} name="email" type="email" autoComplete="email" required maxLength={254} />
          )}
        </Field>
      </div>
      <Field label={text.category}>
        {(props) => (
          <select {...props} name="category" required defaultValue="" className={`${control} h-9 py-1`}>
            <option value="" disabled>
              {text.chooseCategory}
            </option>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {text.categories[category].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.subject}>
        {(props) => <Input {...props} name="subject" required maxLength={200} />}
      </Field>
      <Field label={text.message}>
        {(props) => (
          <textarea {...props} name="message" required rows={6} maxLength={5000} className={control} />
        )}
      </Field>
      <BotCheck {...bot.widget} />
      {error && (
        <p id="contact-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!hydrated || send.isPending} className="justify-self-start">
        {send.isPending ? text.sending : text.send}
      </Button>
    </form>
  );
}
