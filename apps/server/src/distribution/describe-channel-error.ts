import type { DistributionChannelKind, Localized } from "@sitelens/shared";
import type { ProviderErrorKind } from "../providers/provider-error";

/** Why a channel failed, as stored next to the vendor's words: a vendor's kind or one of our own. */
export type ChannelErrorKind =
  | ProviderErrorKind
  | "connection_removed"
  | "uncertain_delivery"
  | "internal"
  // Held back by our own plan gate (the trial or plan ended, or an invoice is unpaid), not by the vendor.
  | "plan_required"
  | "plan_unpaid";

const OURS: Record<ChannelErrorKind, Localized> = {
  unauthorized: {
    tr: "Kanal bu anahtarı ya da hesap bilgilerini kabul etmedi; bağlantıyı yeni bir anahtarla yeniden kurun.",
    en: "The channel did not accept the key or the account details; connect it again with a new key.",
  },
  payment_required: {
    tr: "Kanal hesabı bu işlem için ödeme ya da plan yükseltmesi istiyor.",
    en: "The channel account needs a payment or a plan upgrade for this.",
  },
  rate_limited: {
    tr: "Kanal çok fazla istek aldığını söyledi; biraz sonra yeniden deneyin.",
    en: "The channel said it received too many requests; try again a little later.",
  },
  timeout: { tr: "Kanal zamanında yanıt vermedi.", en: "The channel did not answer in time." },
  unavailable: {
    tr: "Kanala ulaşılamadı ya da kanal şu an hizmet veremiyor.",
    en: "The channel could not be reached or cannot serve right now.",
  },
  invalid_request: {
    tr: "Kanal gönderilen içeriği ya da ayarları geçersiz saydı.",
    en: "The channel refused the content or the settings as invalid.",
  },
  bad_response: { tr: "Kanalın yanıtı anlaşılamadı.", en: "The channel's answer could not be understood." },
  connection_removed: {
    tr: "Bu kanalın bağlantısı kaldırılmış.",
    en: "This channel's connection was removed.",
  },
  uncertain_delivery: {
    tr: "Gönderim yarıda kesildi; yeniden denemeden önce kanalda yayınlanıp yayınlanmadığına bakın (kendiliğinden yeniden gönderilmez).",
    en: "Sending was interrupted; check the channel before retrying (it is not resent automatically).",
  },
  internal: { tr: "Beklenmeyen bir hata oluştu.", en: "An unexpected error occurred." },
  plan_required: {
    tr: "Yayımlanmadı: deneme süreniz veya planınız planlanan zamandan önce sona erdi. Bir plan seçin, sonra yeniden yayımlayın.",
    en: "Not published: your trial or plan ended before the scheduled time. Choose a plan, then publish it again.",
  },
  plan_unpaid: {
    tr: "Yayımlanmadı: ödenmemiş bir fatura ücretli araçları bekletiyor. Faturayı ödeyin, sonra yeniden yayımlayın.",
    en: "Not published: an unpaid invoice holds the paid tools. Pay it, then publish again.",
  },
};

/** WordPress answers a wrong user name or application password with 401 and its own words. */
const WORDPRESS_UNAUTHORIZED: Localized = {
  tr: "WordPress kullanıcı adı veya uygulama parolası geçersiz. WordPress'te Kullanıcılar › Profil › Uygulama parolaları bölümünden yeni bir parola oluşturun.",
  en: "The WordPress user name or application password is not valid. Create a new one under Users › Profile › Application Passwords in WordPress.",
};

/**
 * A channel failure in our own words in both languages, the vendor's text kept as a detail (it is
 * what their support understands), so no English vendor sentence stands alone in a Turkish screen.
 */
export function describeChannelError(
  channel: DistributionChannelKind,
  kind: ChannelErrorKind | null,
  vendorText: string | null,
): Localized {
  const ours =
    channel === "wordpress" && kind === "unauthorized" ? WORDPRESS_UNAUTHORIZED : OURS[kind ?? "internal"];
  if (
    !vendorText ||
    !kind ||
    !(kind in OURS) ||
    kind === "connection_removed" ||
    kind === "uncertain_delivery"
  )
    return ours;
  return {
    tr: `${ours.tr} Kanalın yanıtı: "${vendorText}"`,
    en: `${ours.en} The channel said: "${vendorText}"`,
  };
}
