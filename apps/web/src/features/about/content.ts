import type { Language } from "@/lib/language";

interface AboutText {
  title: string;
  seoTitle: string;
  description: string;
  lead: string;
  missionTitle: string;
  mission: string[];
  howTitle: string;
  how: (count: number) => string;
  principlesTitle: string;
  principles: { title: string; body: string }[];
  numbersTitle: string;
  numbers: (count: number) => { value: string; label: string }[];
}

export const aboutText: Record<Language, AboutText> = {
  tr: {
    title: "Hakkımızda",
    seoTitle: "Hakkımızda – Sitelens'i neden geliştiriyoruz",
    description:
      "Sitelens, web sitelerinin arama motorlarında ve yapay zekâ yanıtlarında ne kadar görünür olduğunu ölçen ve ne yapılacağını söyleyen bir platform. Yaklaşımımız ve ilkelerimiz.",
    lead: "İnsanlar artık yalnızca arama yapmıyor, yapay zekâya soruyor. Sitelerin her iki dünyada da bulunabilmesi için ölçülebilir, anlaşılır bir yol sunuyoruz.",
    missionTitle: "Amacımız",
    mission: [
      "SEO araçları çoğunlukla uzun hata listeleri üretir; neyin önemli olduğunu ve nereden başlanacağını söylemez. Yapay zekâ yanıt motorları ise yeni bir görünürlük katmanı ekledi: ChatGPT, Gemini ya da Grok bir siteyi kaynak gösterebilir veya tamamen görmezden gelebilir.",
      "Sitelens bu iki dünyayı tek raporda birleştirir. Sitenizi bir arama motoru gibi tarar, her motor için ayrı puan verir ve başarısız her kontrolü öncelikli, uygulanabilir bir göreve dönüştürür.",
    ],
    howTitle: "Bir analizin işleyişi",
    how: (count) =>
      `Siteyi bir arama motoru gibi robots.txt kurallarına uyarak tararız; her sayfanın HTML'ini, başlıklarını, bağlantılarını ve yapılandırılmış verisini okuruz. Ardından ${count} kontrol çalışır: teknik SEO, içerik, kullanıcı deneyimi, iç linkler, hız ve yapay zekâ görünürlüğü. Her kontrolün ağırlığı ve hangi motoru etkilediği tek bir yapılandırmada tanımlıdır; puanlar bu ağırlıklardan hesaplanır ve başarısız her kontrol, kanıtı ve çözüm önerisiyle bir göreve dönüşür.`,
    principlesTitle: "İlkelerimiz",
    principles: [
      {
        title: "Dürüst puanlar",
        body: "Her puanın arkasındaki kontrolleri, ağırlıkları ve kanıtları gösteririz. Ölçemediğimiz bir şeyi ölçüyormuş gibi yapmayız.",
      },
      {
        title: "Önce yapılacaklar",
        body: "Bir rapor ancak sonrasında ne yapacağınızı biliyorsanız işe yarar. Her sorun bir görev ve bir çözüm önerisiyle gelir.",
      },
      {
        title: "Gizliliğe saygı",
        body: "Yalnızca hizmet için gereken veriyi toplarız, reklam çerezi kullanmayız ve KVKK ile GDPR'a uyarız.",
      },
      {
        title: "İki dilde, eşit kalitede",
        body: "Arayüz, raporlar ve içerik Türkçe ve İngilizce olarak aynı özenle hazırlanır.",
      },
    ],
    numbersTitle: "Rakamlarla Sitelens",
    numbers: (count) => [
      { value: String(count), label: "analiz başına kontrol" },
      { value: "6", label: "puanlanan motor" },
      { value: "16", label: "araç ve özellik" },
      { value: "2", label: "dil: Türkçe ve İngilizce" },
    ],
  },
  en: {
    title: "About",
    seoTitle: "About Sitelens – why we build it and how we work",
    description:
      "Sitelens is a platform that measures how visible websites are in search engines and AI answers and tells you what to do about it. Our approach and principles.",
    lead: "People no longer only search; they ask AI. We give websites a measurable, understandable way to be found in both worlds.",
    missionTitle: "Why we exist",
    mission: [
      "SEO tools mostly produce long lists of errors without saying what matters or where to start. AI answer engines added a new layer of visibility: ChatGPT, Gemini or Grok may cite a site or ignore it entirely.",
      "Sitelens brings both worlds into one report. It crawls your site like a search engine, scores each engine separately, and turns every failed check into a prioritised task you can act on.",
    ],
    howTitle: "How an analysis works",
    how: (count) =>
      `We crawl the site the way a search engine does, respecting robots.txt, and read each page's HTML, headings, links and structured data. Then ${count} checks run across technical SEO, content, user experience, internal links, speed and AI visibility. Each check's weight and the engines it affects are defined in one configuration; scores are computed from those weights, and every failed check becomes a task with its evidence and a suggested fix.`,
    principlesTitle: "Our principles",
    principles: [
      {
        title: "Honest scores",
        body: "We show the checks, weights and evidence behind every score. We never pretend to measure what we cannot.",
      },
      {
        title: "Actions first",
        body: "A report is only useful if you know what to do next. Every issue comes with a task and a suggested fix.",
      },
      {
        title: "Respect for privacy",
        body: "We collect only what the service needs, use no advertising cookies, and follow KVKK and the GDPR.",
      },
      {
        title: "Two languages, equal quality",
        body: "The interface, reports and content are written in Turkish and English with the same care.",
      },
    ],
    numbersTitle: "Sitelens in numbers",
    numbers: (count) => [
      { value: String(count), label: "checks per analysis" },
      { value: "6", label: "engines scored" },
      { value: "16", label: "tools and features" },
      { value: "2", label: "languages: Turkish and English" },
    ],
  },
};
