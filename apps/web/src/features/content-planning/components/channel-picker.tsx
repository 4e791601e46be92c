import type { ContentChannel } from "@sitelens/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { connectionsQuery } from "../api/content-planning-api";

const key = (channel: ContentChannel) => `${channel.kind}:${channel.connectionId ?? ""}`;

/** The user's connected channels plus manual publish, which needs no connection. */
export function ChannelPicker({
  value,
  onChange,
  disabled,
}: {
  value: ContentChannel[];
  onChange: (channels: ContentChannel[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("content-planning");
  const connections = useQuery(connectionsQuery());
  const options: { channel: ContentChannel; label: string }[] = [
    ...(connections.data ?? []).map((connection) => ({
      channel: { kind: connection.kind, connectionId: connection.id },
      label: `${t(`channels.${connection.kind}`)} · ${connection.label}`,
    })),
    { channel: { kind: "manual" }, label: t("channels.manual") },
  ];
  const chosen = new Set(value.map(key));
  const toggle = (channel: ContentChannel) =>
    onChange(
      chosen.has(key(channel))
        ? value.filter((candidate) => key(candidate) !== key(channel))
        : [...value, channel],
    );
  return (
    <fieldset className="grid gap-2" disabled={disabled} data-testid="channel-picker">
      <legend className="mb-1 font-medium text-sm">{t("channelPicker.title")}</legend>
      <p className="text-muted-foreground text-xs">{t("channelPicker.hint")}</p>
      {options.map(({ channel, label }) => (
        <label key={key(channel)} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={chosen.has(key(channel))}
            onChange={() => toggle(channel)}
          />
          {label}
        </label>
      ))}
      {connections.isError && <p className="text-destructive text-xs">{t("channelPicker.loadError")}</p>}
      {connections.data?.length === 0 && (
        <p className="text-muted-foreground text-xs">
          {t("channelPicker.none")}{" "}
          <Link className="text-primary underline" to={paths.app.settings()}>
            {t("channelPicker.connect")}
          </Link>
        </p>
      )}
    </fieldset>
  );
}
