import type { Faq } from "@/features/marketing/components/faq-list";
import type { Language } from "@/lib/language";

interface LandingText {
  title: string;
  description: (count: number) => string;
  tourTitle: string;
  tourLead: string;
  example: string;
  scores: { title: string; body: string; overall: string; previous: string; seo: string; ai: string };
  tasks: {
    title: string;
    body: string;
    items: { title: string; priority: "high" | "medium" | "low" }[];
    priority: Record<"high" | "medium" | "low", string>;
    fix: string;
  };
  visibility: {
    title: string;
    body: string;
    checks: { label: string; ok: boolean }[];
    allowed: string;
    blocked: string;
  };
  faqs: (count: number) => Faq[];
  research: { before: string; quote: string; after: string; link: string };
}

export const landingText: Record<Language, LandingText> = {
  tr: {
    title: "Sitelens – SEO ve yapay zekâ görünürlüğü analizi",
    description: (count) =>
      `Sitenizi ${count} kontrolle analiz edin; Google, Bing, Yandex, ChatGPT, Gemini ve Grok için puanlar ve yapay zekâ önerili görevler alın. 3 gün ücretsiz.`,
    tourTitle: "Bir analizde neler görürsünüz?",
    tourLead: "Aşağıdakiler gerçek bir raporun bölümleridir; rakamlar örnektir.",
    example: "Örnek",
    scores: {
      title: "Motor başına puanlar",
      body: "Genel SEO puanının yanında her arama motoru ve yapay zekâ asistanı için ayrı bir puan. Bir önceki analizle fark da gösterilir.",
      overall: "Genel puan",
      previous: "önceki analizden",
      seo: "Arama motorları",
      ai: "Yapay zekâ asistanları",
    },
    tasks: {
      title: "Önceliklendirilmiş görevler",
      body: "Başarısız her kontrol, etkisine göre sıralanmış bir göreve dönüşür; yapay zekâ size uygulanabilir bir çözüm yazar.",
      items: [
        { title: "12 sayfada meta açıklama eksik", priority: "high" },
        { title: "robots.txt OAI-SearchBot'u engelliyor", priority: "high" },
        { title: "Mobil LCP 4,1 sn (hedef ≤ 2,5 sn)", priority: "medium" },
        { title: "Blog yazılarında yazar bilgisi yok", priority: "low" },
      ],
      priority: { high: "Yüksek", medium: "Orta", low: "Düşük" },
      fix: "Yapay zekâ çözümü",
    },
    visibility: {
      title: "Yapay zekâ görünürlüğü",
      body: "ChatGPT, Gemini ve Grok'un sayfalarınızı çekip alıntılayabilmesi için gerekenleri tek tek denetler.",
      checks: [
        { label: "OAI-SearchBot ve ChatGPT-User erişebiliyor", ok: true },
        { label: "Sayfa içeriği JavaScript olmadan görünüyor", ok: true },
        { label: "llms.txt dosyası biçime uygun", ok: false },
        { label: "SSS ve makale şemaları mevcut", ok: true },
      ],
      allowed: "Geçti",
      blocked: "Düzeltilmeli",
    },
    research: {
      before:
        "Neden bu sinyaller? GEO çalışmasında (Aggarwal vd., KDD 2024) istatistik, alıntı ve kaynak eklemek, bir sayfanın yapay zekâ yanıtlarındaki görünürlüğünü %40'a kadar artırdı. Google da sıralama sistemlerinin",
      quote:
        "arama motoru sıralaması kazanmak için değil, öncelikle insanlara fayda sağlamak için oluşturulmuş",
      after: "içeriği öne çıkardığını söylüyor.",
      link: "GEO çalışmasını okuyun",
    },
    faqs: (count) => [
      {
        question: "Sitelens ne yapar?",
        answer: `Sitenizi bir arama motoru gibi tarar, ${count} kontrol çalıştırır ve Google, Bing, Yandex, ChatGPT, Gemini ve Grok için ayrı puanlar verir. Başarısız her kontrolü yapay zekâ önerili bir göreve dönüştürür.`,
      },
      {
        question: "Ücretsiz deneme nasıl işliyor?",
        answer:
          "Kayıt olduğunuzda Pro planın tüm araçlarını 3 gün boyunca ücretsiz kullanırsınız. Kredi kartı istenmez; süre bitince abone olmazsanız hesabınız ücretsiz plana geçer.",
      },
      {
        question: "Ücretsiz planda neler var?",
        answer:
          "Bir site ekleyebilir, tam SEO ve yapay zekâ görünürlüğü analizini, motor başına puanları ve görev listesini kullanabilirsiniz. Yapay zekâ araçları ücretli planlardadır.",
      },
      {
        question: "Yapay zekâ görünürlüğü puanı neyi ölçer?",
        answer:
          "Yapay zekâ tarayıcılarının sitenize erişip erişemediğini, içeriğin JavaScript olmadan okunup okunmadığını, yapılandırılmış veriyi, llms.txt dosyasını ve alıntılanabilir içerik sinyallerini ölçer.",
      },
      {
        question: "Analiz ne kadar sürer?",
        answer:
          "Sitenin büyüklüğüne göre genellikle birkaç dakika. Analiz bitince puanlar ve görevler ekrana gelir ve bildirim alırsınız.",
      },
      {
        question: "Sitemde bir şey değiştirmem gerekiyor mu?",
        answer:
          "Hayır. Analiz için yalnızca adres yeterlidir; tarayıcımız herkese açık sayfaları okur ve robots.txt kurallarınıza uyar. Search Console gibi bağlantılar isteğe bağlıdır.",
      },
      {
        question: "Türkçe siteleri destekliyor musunuz?",
        answer:
          "Evet. Arayüz Türkçe ve İngilizce'dir; içerik kontrolleri Türkçe karakterleri ve .com.tr gibi uzantıları doğru işler.",
      },
      {
        question: "İstediğim zaman iptal edebilir miyim?",
        answer:
          "Evet. Ücretli planınızı istediğiniz an iptal edebilirsiniz; plan ödenen dönemin sonuna kadar açık kalır, ardından ücretsiz plana dönersiniz.",
      },
    ],
  },
  en: {
    title: "Sitelens – SEO and AI search visibility analysis",
    description: (count) =>
      `Analyse your site with ${count} checks and get scores for Google, Bing, Yandex, ChatGPT, Gemini and Grok, plus tasks with AI fixes. Free for 3 days.`,
    tourTitle: "What one analysis shows you",
    tourLead: "These are parts of a real report; the numbers are an example.",
    example: "Example",
    scores: {
      title: "Scores per engine",
      body: "Next to the overall SEO score, a separate score for each search engine and AI assistant, with the change since the last analysis.",
      overall: "Overall score",
      previous: "since last analysis",
      seo: "Search engines",
      ai: "AI assistants",
    },
    tasks: {
      title: "Prioritised tasks",
      body: "Every failed check becomes a task ranked by impact, and AI writes a fix you can apply.",
      items: [
        { title: "Meta description missing on 12 pages", priority: "high" },
        { title: "robots.txt blocks OAI-SearchBot", priority: "high" },
        { title: "Mobile LCP 4.1 s (target ≤ 2.5 s)", priority: "medium" },
        { title: "Blog posts have no author byline", priority: "low" },
      ],
      priority: { high: "High", medium: "Medium", low: "Low" },
      fix: "AI fix",
    },
    visibility: {
      title: "AI visibility",
      body: "Checks one by one what ChatGPT, Gemini and Grok need to fetch and quote your pages.",
      checks: [
        { label: "OAI-SearchBot and ChatGPT-User can reach the site", ok: true },
        { label: "Page content is visible without JavaScript", ok: true },
        { label: "llms.txt follows the format", ok: false },
        { label: "FAQ and article schemas are present", ok: true },
      ],
      allowed: "Passed",
      blocked: "To fix",
    },
    research: {
      before:
        "Why these signals? In the GEO study (Aggarwal et al., KDD 2024), adding statistics, quotations and sources raised a page's visibility in AI answers by up to 40%. Google, too, says its ranking systems reward content that is",
      quote: "primarily created to benefit people, not to gain search engine rankings",
      after: ".",
      link: "Read the GEO study",
    },
    faqs: (count) => [
      {
        question: "What does Sitelens do?",
        answer: `It crawls your site like a search engine, runs ${count} checks and gives separate scores for Google, Bing, Yandex, ChatGPT, Gemini and Grok. Every failed check becomes a task with an AI suggestion.`,
      },
      {
        question: "How does the free trial work?",
        answer:
          "When you sign up you get every Pro tool free for 3 days. No credit card is asked for; if you do not subscribe, the account moves to the free plan when the trial ends.",
      },
      {
        question: "What is included in the free plan?",
        answer:
          "One site with the full SEO and AI visibility analysis, per-engine scores and the task list. The AI tools are part of the paid plans.",
      },
      {
        question: "What does the AI visibility score measure?",
        answer:
          "Whether AI crawlers can reach your site, whether content is readable without JavaScript, structured data, your llms.txt file and the signals that make content quotable.",
      },
      {
        question: "How long does an analysis take?",
        answer:
          "Usually a few minutes, depending on the size of the site. When it finishes, scores and tasks appear and you get a notification.",
      },
      {
        question: "Do I need to change anything on my site?",
        answer:
          "No. The address is enough; our crawler reads public pages and respects your robots.txt. Connecting Search Console and similar services is optional.",
      },
      {
        question: "Do you support Turkish sites?",
        answer:
          "Yes. The interface is in Turkish and English, and the content checks handle Turkish characters and domains such as .com.tr correctly.",
      },
      {
        question: "Can I cancel at any time?",
        answer:
          "Yes. Cancel your paid plan whenever you like; it stays active until the end of the paid period, then you return to the free plan.",
      },
    ],
  },
};
