import { defineSiteAudit } from "./define-audit";
import { siteCheck, siteNotApplicable } from "./outcome";

export const indexnowKey = defineSiteAudit(
  {
    id: "indexnow-key",
    category: "technical",
    taskCategory: "technical",
    engines: ["bing", "yandex", "chatgpt"],
    title: { tr: "IndexNow anahtar dosyası sunuluyor", en: "IndexNow key file is served" },
    failureTitle: { tr: "IndexNow anahtar dosyası sunulmuyor", en: "IndexNow key file is not served" },
    description: {
      tr: "IndexNow, değişen URL'leri Bing ve Yandex'e anında bildirir. Anahtarı (8–128 karakter, [A-Za-z0-9-]) `/{anahtar}.txt` adresinde, içeriği anahtarın kendisi olacak şekilde yayınlayın.",
      en: "IndexNow tells Bing and Yandex about changed URLs at once. Publish the key (8–128 characters, [A-Za-z0-9-]) at `/{key}.txt` with the key itself as its content.",
    },
    learnMore: "https://www.indexnow.org/documentation",
  },
  ({ indexNow }) =>
    indexNow.key === null
      ? siteNotApplicable({
          tr: "Hiçbir yerde IndexNow anahtarı belirtilmemiş; kullanıyorsanız ayarlarda anahtarı girin",
          en: "No IndexNow key is referenced; if you use IndexNow, enter the key in settings",
        })
      : siteCheck(indexNow.served && /^[A-Za-z0-9-]{8,128}$/.test(indexNow.key), [
          { key: indexNow.key, served: indexNow.served },
        ]),
);
