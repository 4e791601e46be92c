import type { Faq } from "@/features/marketing/components/faq-list";
import type { Language } from "@/lib/language";

export const pricingText = {
  tr: {
    title: "Fiyatlar",
    seoTitle: "Fiyatlar – ücretsiz, Pro ve Ajans planları | Sitelens",
    description:
      "Sitelens planları: 1 site için ücretsiz, 5 site ve tüm araçlar için Pro, sınırsız site için Ajans. Pro'yu 3 gün ücretsiz deneyin, kart gerekmez.",
    lead: "Ücretsiz başlayın; büyüdükçe yükseltin. Yıllık ödemede %10 indirim.",
    billing: "Ödeme dönemi",
    monthly: "Aylık",
    yearly: "Yıllık",
    save: "%10 tasarruf",
    perMonth: "/ay",
    perYear: "/yıl",
    popular: "En popüler",
    discount: (percent: number) => `%${percent} indirim`,
    sites: (limit: number) => (limit === -1 ? "Sınırsız site" : `${limit} site`),
    trialCta: (days: number) => `${days} gün ücretsiz dene`,
    trialNote: "Kart gerekmez",
    freeCta: "Ücretsiz başla",
    paidCta: "Planı seç",
    rateNote: (rate: string) =>
      `Fiyatlar Türk lirasıdır ve %20 KDV dahildir; 1 USD = ${rate} TL kuruyla hesaplanıp yuvarlanır.`,
    vatIncluded: "KDV dahil",
    currentPlan: "Mevcut planınız",
    usdNote: "Fiyatlar ABD doları cinsindendir; vergiler ödeme sırasında gösterilir.",
    loadError: "Planlar yüklenemedi. Sayfayı yenileyin.",
    limitsTitle: "Kullanım limitleri",
    perDay: "/gün",
    perMonthShort: "/ay",
    unlimited: "Sınırsız",
    notIncluded: "Dahil değil",
    competitorSlots: (n: string) => `Site başına ${n} rakip`,
    pagesPerAnalysis: (n: string) => `Analiz başına ${n} sayfa`,
    trackedKeywords: (n: string) => `${n} takip edilen anahtar kelime`,
    noPayments:
      "Bu kurulumda çevrimiçi ödeme yapılandırılmamış; ücretli bir plan için yöneticinize başvurun.",
    freePlanFaq: (analyses: number, period: "day" | "month"): Faq => ({
      question: "Ücretsiz planda kaç analiz yapabilirim?",
      answer: `Ücretsiz plan 1 site ve ${period === "day" ? "günde" : "ayda"} ${analyses} site analizi içerir; haftalık otomatik analiz de bu sayıdan düşer. Sayaç her ${period === "day" ? "gün" : "ay"} başında (UTC) sıfırlanır.`,
    }),
    faqs: [
      {
        question: "Deneme süresi bitince ne olur?",
        answer:
          "3 günlük deneme bittiğinde abone olmadıysanız hesabınız ücretsiz plana geçer. Verileriniz silinmez; yalnızca ücretli araçlar kapanır ve ilk sitenizin analizi devam eder.",
      },
      {
        question: "Site limiti nasıl sayılır?",
        answer:
          "Limit kayıtlı alan adlarına göre sayılır: www ve alt alan adları aynı site sayılır, .com.tr gibi iki parçalı uzantılar doğru işlenir. Ajans planında limit yoktur.",
      },
      {
        question: "Yıllık ödeme ne kadar tasarruf sağlar?",
        answer:
          "Yıllık fiyat, aylık fiyatın 12 katından %10 indirimlidir ve tek seferde ödenir. Plan bir yıl boyunca açık kalır.",
      },
      {
        question: "Türk lirası ile ödeyebilir miyim?",
        answer:
          "Evet. Türkiye'den gelen ziyaretçilere fiyatlar kayıtlı kur ile Türk lirası olarak gösterilir; ödeme de bu tutar üzerinden alınır.",
      },
      {
        question: "Planımı daha sonra değiştirebilir miyim?",
        answer:
          "Dilediğiniz zaman yükseltebilir ya da iptal edebilirsiniz. İptalde plan, ödenen dönemin sonuna kadar açık kalır.",
      },
    ] as Faq[],
  },
  en: {
    title: "Pricing",
    seoTitle: "Pricing – Free, Pro and Agency plans | Sitelens",
    description:
      "Sitelens plans: Free for one site, Pro for 5 sites and every tool, Agency for unlimited sites. Try Pro free for 3 days, no card needed.",
    lead: "Start free and upgrade as you grow. Pay yearly and save 10%.",
    billing: "Billing period",
    monthly: "Monthly",
    yearly: "Yearly",
    save: "Save 10%",
    perMonth: "/month",
    perYear: "/year",
    popular: "Most popular",
    discount: (percent: number) => `${percent}% off`,
    sites: (limit: number) => (limit === -1 ? "Unlimited sites" : `${limit} site${limit === 1 ? "" : "s"}`),
    trialCta: (days: number) => `Try free for ${days} days`,
    trialNote: "No card needed",
    freeCta: "Start free",
    paidCta: "Choose plan",
    rateNote: (rate: string) =>
      `Prices are in Turkish lira including 20% VAT (KDV), converted at 1 USD = ${rate} TRY and rounded.`,
    vatIncluded: "incl. VAT",
    currentPlan: "Your current plan",
    usdNote: "Prices are in US dollars; taxes are shown at checkout.",
    loadError: "Plans could not be loaded. Refresh the page.",
    limitsTitle: "Usage limits",
    perDay: "/day",
    perMonthShort: "/month",
    unlimited: "Unlimited",
    notIncluded: "Not included",
    competitorSlots: (n: string) => `${n} competitors per site`,
    pagesPerAnalysis: (n: string) => `${n} pages per analysis`,
    trackedKeywords: (n: string) => `${n} tracked keywords`,
    noPayments: "Online payment is not set up on this installation; ask your administrator for a paid plan.",
    freePlanFaq: (analyses: number, period: "day" | "month"): Faq => ({
      question: "How many analyses does the free plan include?",
      answer: `The free plan includes 1 site and ${analyses} site ${analyses === 1 ? "analysis" : "analyses"} a ${period}; the weekly automatic analysis counts towards them. The count resets at the start of each ${period} (UTC).`,
    }),
    faqs: [
      {
        question: "What happens when the trial ends?",
        answer:
          "If you have not subscribed when the 3-day trial ends, your account moves to the free plan. Nothing is deleted; only the paid tools close, and the analysis of your first site continues.",
      },
      {
        question: "How is the site limit counted?",
        answer:
          "By registered domain: www and subdomains count as the same site, and two-part endings such as .com.tr are handled correctly. The Agency plan has no limit.",
      },
      {
        question: "How much does yearly billing save?",
        answer:
          "The yearly price is 12 times the monthly price with 10% off, paid at once. The plan then stays active for a year.",
      },
      {
        question: "Can I pay in Turkish lira?",
        answer:
          "Yes. Visitors from Turkey see prices in Turkish lira at the stored exchange rate, and payment is taken in that amount.",
      },
      {
        question: "Can I change my plan later?",
        answer:
          "Upgrade or cancel whenever you like. When you cancel, the plan stays active until the end of the paid period.",
      },
    ] as Faq[],
  },
} satisfies Record<Language, Record<string, unknown>>;
