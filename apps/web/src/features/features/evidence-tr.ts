import type { Evidence } from "@/features/marketing/components/evidence-section";
import type { EvidenceText } from "./content-types";
import { SOURCES } from "./evidence-sources";

// Quotations are translated from the English originals linked beside them (marked "çeviri").
const GEO = "Aggarwal vd., GEO: Generative Engine Optimization (KDD 2024)";
const STARTER = "SEO Başlangıç Kılavuzu";
const GOOGLE = "Google Arama Merkezi";

const geoEvidenceFigure: Evidence["figure"] = {
  value: "%30–40",
  text: "GEO çalışmasında bir sayfaya kaynak, alıntı ve istatistik eklemek, sayfanın üretken yapay zekâ yanıtlarındaki görünürlüğünü çalışmanın konuma göre ağırlıklandırılmış kelime sayısı ölçüsünde %30–40 artırdı.",
  source: GEO,
  url: SOURCES.geo,
};
const geoRankFigure: Evidence["figure"] = {
  value: "+%115,1",
  text: "GEO çalışmasında kaynak göstermek, aramada beşinci sıradaki sayfaların yapay zekâ yanıtlarındaki görünürlüğünü %115,1 artırırken birinci sıradaki sayfalar ortalama %30,3 kaybetti.",
  source: GEO,
  url: SOURCES.geo,
};
const geoUpTo40: Evidence["figure"] = {
  value: "%40",
  text: "GEO çalışması, içeriği üretken yapay zekâ motorları için iyileştirmenin bu motorların yanıtlarındaki görünürlüğü %40'a kadar artırabildiğini buldu.",
  source: GEO,
  url: SOURCES.geo,
};
const titleFigure = (text: string): Evidence["figure"] => ({
  value: "%87",
  text,
  source: "Google Arama Merkezi blogu, Eylül 2021",
  url: SOURCES.titles2021,
});
const newQueries = (text: string): Evidence["figure"] => ({
  value: "%15",
  text,
  source: "Google, Understanding searches better than ever before (2019)",
  url: SOURCES.newQueries,
});
const starterQuote = (text: string): Evidence["quote"] => ({
  text,
  author: GOOGLE,
  source: STARTER,
  url: SOURCES.starterGuide,
});

export const evidenceTr: EvidenceText = {
  title: "Araştırmalar ne diyor",
  figureLabel: "Rakamlarla",
  quoteLabel: "Kendi sözleriyle",
  sourceLabel: "Kaynak",
  translated: "çeviri",
  index: {
    figure: geoEvidenceFigure,
    quote: starterQuote(
      "İnsanların ilgi çekici ve yararlı bulduğu içerik oluşturmak, web sitenizin arama sonuçlarındaki varlığını büyük olasılıkla bu kılavuzdaki diğer önerilerin hepsinden daha çok etkiler.",
    ),
  },
  features: {
    "multi-platform": {
      figure: geoRankFigure,
      quote: {
        text: "OAI-SearchBot, ChatGPT'nin arama özelliklerinde web sitelerine bağlantı vermek ve onları arama sonuçlarında göstermek için kullanılır.",
        author: "OpenAI",
        source: "OpenAI tarayıcılarına genel bakış",
        url: SOURCES.openAiBots,
      },
    },
    "aio-optimization": {
      figure: geoUpTo40,
      quote: {
        text: "Bağlam pencereleri çoğu web sitesini bütünüyle işleyemeyecek kadar küçüktür; karmaşık gezinme, reklam ve JavaScript içeren HTML sayfalarını dil modellerine uygun düz metne dönüştürmek ise zor ve kusurludur.",
        author: "Jeremy Howard",
        source: "/llms.txt dosyası önerisi (2024)",
        url: SOURCES.llmsTxt,
      },
    },
    "mobile-optimization": {
      figure: {
        value: "%10",
        text: "BBC, sitesinin yüklenmesi her fazladan saniye sürdüğünde kullanıcılarının %10'unu daha kaybettiğini tespit etti.",
        source: "web.dev, Why speed matters",
        url: SOURCES.whySpeedMatters,
      },
      quote: {
        text: "Google, dizine ekleme ve sıralama için bir sitenin içeriğinin akıllı telefon aracısıyla taranan mobil sürümünü kullanır. Buna mobil öncelikli dizine ekleme denir.",
        author: GOOGLE,
        source: "Mobil site ve mobil öncelikli dizine ekleme için en iyi uygulamalar",
        url: SOURCES.mobileFirst,
      },
    },
    "ai-recommendations": {
      figure: {
        value: "+%35",
        text: "Food Network sayfalarının %80'ini arama özelliklerine uygun hâle getirdi ve ziyaretlerde %35 artış gördü; Google'ın yayımladığı yapılandırılmış veri örneklerinden biri.",
        source: "Google Arama Merkezi, Yapılandırılmış veriye giriş",
        url: SOURCES.structuredData,
      },
      quote: {
        text: "Yapay zekânın veya otomasyonun uygun kullanımı yönergelerimize aykırı değildir.",
        author: GOOGLE,
        source: "Yapay zekâ ile üretilen içerik hakkında Google Arama rehberliği (2023)",
        url: SOURCES.aiContent,
      },
    },
    "detailed-reporting": {
      figure: {
        value: "%30",
        text: "Lighthouse performans puanında Total Blocking Time'a %30, Largest Contentful Paint ile Cumulative Layout Shift'e %25'er, First Contentful Paint ile Speed Index'e %10'ar ağırlık verir.",
        source: "Chrome for Developers, Lighthouse performans puanlaması",
        url: SOURCES.lighthouseScoring,
      },
      quote: {
        text: "Performans puanı, metrik puanlarının ağırlıklı ortalamasıdır. Doğal olarak, ağırlığı yüksek metriklerin genel Performans puanınız üzerindeki etkisi daha büyüktür.",
        author: "Chrome for Developers",
        source: "Lighthouse performans puanlaması",
        url: SOURCES.lighthouseScoring,
      },
    },
    "ai-schema-generator": {
      figure: {
        value: "+%25",
        text: "Rotten Tomatoes 100.000 benzersiz sayfaya yapılandırılmış veri ekledi ve bu sayfalarda, yapılandırılmış verisi olmayanlara göre %25 daha yüksek tıklama oranı ölçtü.",
        source: "Google Arama Merkezi, Yapılandırılmış veriye giriş",
        url: SOURCES.structuredData,
      },
      quote: {
        text: "Google, sayfanın içeriğini anlamak ve genel olarak web ile dünya hakkında, örneğin işaretlemede yer alan kişiler, kitaplar veya şirketler hakkında bilgi toplamak için web'de bulduğu yapılandırılmış verileri kullanır.",
        author: GOOGLE,
        source: "Google Arama'da yapılandırılmış veri işaretlemesine giriş",
        url: SOURCES.structuredData,
      },
    },
    "ai-meta-tag-generator": {
      figure: titleFigure(
        "Google, 2021'deki değişikliklerinden sonra sayfanın kendi HTML başlığını arama sonucundaki başlık bağlantısı olarak yaklaşık %87 oranında kullanıyor (öncesinde yaklaşık %80); yerine başka metin koyduğu başlıklar arasında boş, yarım, eskimiş ve tekrarlanan başlıklar var.",
      ),
      quote: {
        text: "Başlık bağlantıları, kullanıcılara bir sonucun içeriği ve sorgularıyla neden ilgili olduğu hakkında hızlı bir fikir vermek açısından kritiktir. İnsanların hangi sonuca tıklayacağına karar verirken kullandığı temel bilgi çoğu zaman budur; bu yüzden web sayfalarınızda yüksek kaliteli başlık metni kullanmanız önemlidir.",
        author: GOOGLE,
        source: "Arama sonuçlarındaki başlık bağlantılarını etkileme",
        url: SOURCES.titleLinks,
      },
    },
    "ai-content-editor": {
      figure: geoEvidenceFigure,
      quote: starterQuote(
        "Okurlarınızın yararlı ve güvenilir bulacağı içerik yazdığınızdan emin olun. Örneğin uzman veya deneyimli kaynaklara yer vermek, insanların makalelerinizdeki uzmanlığı anlamasına yardımcı olabilir.",
      ),
    },
    "ai-content-creation": {
      figure: geoUpTo40,
      quote: {
        text: "Google'ın otomatik sıralama sistemleri, en üst Arama sonuçlarında arama motoru sıralaması kazanmak için değil, öncelikle insanlara fayda sağlamak için oluşturulmuş yararlı ve güvenilir bilgileri sunmak üzere tasarlanmıştır.",
        author: GOOGLE,
        source: "Yararlı, güvenilir ve kullanıcı odaklı içerik oluşturma",
        url: SOURCES.helpfulContent,
      },
    },
    "content-ideas": {
      figure: newQueries(
        "Google, her gün gördüğü aramaların %15'inin daha önce hiç görmediği aramalar olduğunu açıkladı; yani henüz iyi yanıtlanmamış bir soruya her zaman yer var.",
      ),
      quote: starterQuote("Kullanıcıların içeriğinizi bulmak için arayabileceği kelimeleri düşünün."),
    },
    "content-planning": {
      figure: titleFigure(
        "Google sayfanın kendi başlığını yaklaşık %87 oranında kullanıyor; kullanmadığı durumlardan biri, başlık öğesinde unutulmuş geçen yılın tarihi gibi eskimiş başlıklar.",
      ),
      quote: starterQuote(
        "Daha önce yayımladığınız içeriği gözden geçirin ve gerektiğinde güncelleyin, artık ilgili değilse silin.",
      ),
    },
    "auto-content-distribution": {
      figure: {
        value: "50.000",
        text: "Arama motorları yeni sayfaları bağlantılar ve site haritaları üzerinden de bulur; tek bir site haritası dosyası 50.000 URL'ye (ya da sıkıştırılmamış 50 MB'a) kadar listeleyebilir.",
        source: "Google Arama Merkezi, Site haritası oluşturma ve gönderme",
        url: SOURCES.sitemaps,
      },
      quote: starterQuote(
        "Yeni içeriğinizi etkili biçimde tanıtmak, aynı konuyla ilgilenenlerin ve arama motorlarının onu daha hızlı keşfetmesini sağlar.",
      ),
    },
    "keyword-suggestions": {
      figure: newQueries(
        "Google 2019'da, her gün gördüğü aramaların yaklaşık %15'inin kendisi için yeni olduğunu söyledi: bir anahtar kelime listesi hiçbir zaman tamamlanmış olmaz.",
      ),
      quote: starterQuote(
        "Konuyu iyi bilen kullanıcılar, arama sorgularında konuya yeni başlayan birinden farklı anahtar kelimeler kullanabilir.",
      ),
    },
    "keyword-rank-checker": {
      figure: {
        value: "%96,55",
        text: "Ahrefs'in 2023 çalışmasına göre dizinindeki sayfaların %96,55'i Google'dan hiç trafik almıyor; bu yüzden ilk ölçü, sıralamada yer alıp almadığınızdır.",
        source: "Ahrefs, 96.55% of Content Gets No Traffic From Google",
        url: SOURCES.searchTrafficStudy,
      },
      quote: starterQuote(
        "Search Console hesabı açmak, web sitenizin Google Arama'daki performansını izlemenize ve iyileştirmenize yardımcı olur.",
      ),
    },
    "competitor-analysis": {
      figure: geoRankFigure,
      quote: starterQuote(
        "Yeni içerik yazarken başkalarının içeriğini kısmen ya da tamamen kopyalamayın: içeriği konu hakkında bildiklerinize dayanarak kendiniz oluşturun. Başkalarının daha önce yayımladıklarını yeniden ısıtıp sunmayın.",
      ),
    },
    "backlink-analysis": {
      figure: {
        value: "259 milyon",
        text: "Google'ın 1998'deki ilk sürümü, 24 milyon sayfalık bir taramadan 259 milyondan fazla bağlantı metnini dizine ekledi ve her bağlantının sözcüklerini, işaret ettiği sayfayı tanımlamak için kullandı.",
        source: "Brin ve Page, The Anatomy of a Large-Scale Hypertextual Web Search Engine (1998)",
        url: SOURCES.anatomy,
      },
      quote: {
        text: "Google, sayfaların alaka düzeyini belirlerken ve taranacak yeni sayfaları bulmak için bağlantıları bir sinyal olarak kullanır.",
        author: GOOGLE,
        source: "Google için bağlantı en iyi uygulamaları",
        url: SOURCES.links,
      },
    },
  },
};
