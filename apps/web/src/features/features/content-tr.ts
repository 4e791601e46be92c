import type { FeatureSlug } from "@sitelens/shared/routes";
import type { FeaturesText } from "./content-types";
import { evidenceTr } from "./evidence-tr";

const features: Record<FeatureSlug, FeaturesText["features"][FeatureSlug]> = {
  "multi-platform": {
    name: "Altı motor, tek rapor",
    summary: "Google, Bing ve Yandex ile ChatGPT, Gemini ve Grok için ayrı puanlar.",
    intro:
      "Arama motorları ve yapay zekâ asistanları sitenizi farklı okur. Bing ChatGPT aramasını, Google Gemini'yi besler; Yandex'in kendi kuralları vardır. Tek bir genel puan hangisinin sizi kaçırdığını gizler; bu yüzden Sitelens her motoru kendisi için önemli kontrollerle puanlar.",
    points: [
      "Genel SEO puanı ve her arama motoru ile yapay zekâ asistanı için ayrı puan.",
      "Her kontrol etkilediği motorlarla etiketlenir; bir düzeltmenin nerede işe yaradığını görürsünüz.",
      "Önceki puan saklanır; her analiz neyin değiştiğini gösterir.",
      "Teknik SEO, içerik, kullanıcı deneyimi ve mobil, hız, iç linkler ve AIO için kategori puanları.",
    ],
    detail:
      "Motor puanları, o motorun bağlı olduğu kontrollerin ağırlıklı ortalamasıdır. OAI-SearchBot'u engelleyen bir robots.txt kuralı ChatGPT puanını düşürür ama Yandex'i etkilemez; eksik bir Yandex doğrulaması ise tersini yapar.",
  },
  "aio-optimization": {
    name: "AIO: yapay zekâ yanıtlarında görünürlük",
    summary: "ChatGPT, Gemini ve Grok'un sayfalarınızı çekip anlayıp alıntılayabildiğini öğrenin.",
    intro:
      "Yapay zekâ yanıt motorları hızlıca çekip okuyabildikleri sayfaları kaynak gösterir. Sitelens bunun için gereken sinyalleri denetler: adıyla tarayıcı erişimi, JavaScript olmadan görünen içerik, yapılandırılmış veri, llms.txt ve alıntılanabilir pasajlar.",
    points: [
      "Yapay zekâ erişim ve eğitim botları için robots.txt kuralları, kullanıcı aracısı bazında.",
      "Her yapay zekâ ajanı olarak istek atıp tarayıcıyla aynı sayfayı aldığını doğrulama.",
      "Kuruluş, makale ve SSS için JSON-LD ile llms.txt biçim kontrolü.",
      "Tarih, yazar ve soru odaklı başlıklar gibi içerik sinyalleri.",
    ],
    detail:
      "AIO puanı ücretsiz plan dahil her analizin parçasıdır. Başarısız kontroller göreve dönüşür; örneğin eklenecek satırlarla birlikte 'robots.txt'de OAI-SearchBot'a izin ver'.",
  },
  "mobile-optimization": {
    name: "Mobil uyum ve sayfa hızı",
    summary: "Mobil ve masaüstü için Lighthouse, varsa gerçek kullanıcılardan Core Web Vitals.",
    intro:
      "Ziyaretlerin çoğu telefondan gelir ve Google sayfalarınızın mobil sürümünü dizine ekler. Sitelens Lighthouse'u mobil ve masaüstü için çalıştırır, Google'da varsa Chrome saha verisini okur; viewport, dokunma hedefleri ve yazı boyutlarını denetler.",
    points: [
      "Google'ın iyi ve zayıf eşikleriyle LCP, INP ve CLS.",
      "Laboratuvar ve saha rakamları yan yana; bir düzeltmenin kullanıcıya ulaşıp ulaşmadığını görürsünüz.",
      "Mobile özel kontroller: viewport, okunaklı metin, dokunma hedefi aralığı.",
      "Her yavaş metrik, olası nedenini belirten bir göreve dönüşür.",
    ],
    detail:
      "Hız puanları raporunuzda ayrı mobil ve masaüstü kategorileri olarak görünür; hızlı bir masaüstü sitesi yavaş bir telefon deneyimini gizleyemez.",
  },
  "ai-recommendations": {
    name: "Yapay zekâ çözüm önerileri",
    summary: "Her görev, sayfanız için yazılmış bir çözüm önerisiyle gelir.",
    intro:
      "'Meta açıklama çok kısa' olduğunu bilmek işin yarısıdır. Sitelens her görev için sayfanızın kendi içeriğinden yola çıkan somut bir çözüm isteyebilir: yeniden yazılmış bir başlık, robots.txt'ye eklenecek satırlar ya da yapıştırılacak JSON-LD bloğu.",
    points: [
      "Öneriler sayfanın metnini kullanır, içeriğinize uyar.",
      "Yüksek ve orta öncelikli öneriler göreve dönüştürülebilir.",
      "Görevler bekleyen ve tamamlanan arasında taşınır; yapılan iş saklanır.",
      "Öneriler önerilen uzunluklara uyar: başlık 50–60, açıklama 150–160 karakter.",
    ],
    detail:
      "Yapay zekâ önerileri ücretli planlarda ve deneme süresinde vardır. Bir öneriyi yayımlamadan önce mutlaka gözden geçirin; neyin yayına gireceğine siz karar verirsiniz.",
  },
  "detailed-reporting": {
    name: "Ayrıntılı raporlar ve PDF",
    summary: "Her kontrol sonucu, kanıtı ve çözümüyle; paylaşmak için PDF.",
    intro:
      "Bir puan ancak nedenini görebildiğinizde işe yarar. Her rapor, her kontrolü neyin bulunduğu, hangi sayfalarda olduğu ve nasıl düzeltileceğiyle listeler. Sayfalar tablosu, taranan her URL'nin SEO durumunu site haritası algılamasıyla gösterir.",
    points: [
      "Geçti, kaldı ve uygulanamaz durumlarıyla kategoriye göre gruplanmış sonuçlar.",
      "Kontrol başına kanıt: ilgili URL'ler, etiketler ya da başlıklar.",
      "Başlık, açıklama ve sayfa puanlarıyla sayfalar tablosu.",
      "Türkçe karakterleri doğru gösteren, müşteriye hazır PDF rapor.",
    ],
    detail:
      "Raporlar analiz başına saklanır; bir yayından önceki ve sonraki durumu karşılaştırıp ilerlemeyi müşterilerinize ya da yöneticinize gösterebilirsiniz.",
  },
  "ai-schema-generator": {
    name: "Yapay zekâ şema üreticisi",
    summary: "Sayfanız için geçerli JSON-LD'yi saniyeler içinde üretin.",
    intro:
      "Yapılandırılmış veri zengin sonuçlar kazandırır ve yapay zekâ motorlarına temiz bilgi verir; ama JSON-LD'yi elle yazmak hataya açıktır. Bir tür seçin, sayfa adresini verin (ya da ana sayfayı kullanın) ve ek bilgileri yazın; Sitelens sayfayı okuyup işaretlemeyi yazar.",
    points: [
      "Organization, WebSite, Article, Product, FAQPage, BreadcrumbList, LocalBusiness ve daha fazlası.",
      "Google yönergelerinin istediği gibi görünür sayfadan alınan değerler.",
      "Mutlak URL'ler ve ISO tarihler; head etiketine yapıştırmaya hazır.",
      "Yayımladıktan sonra analiz işaretlemeyi doğrular.",
    ],
    detail:
      "Üretici ücretli planlarda ve deneme süresinde kullanılabilir. Yalnızca sayfanın gerçekten gösterdiği içerik için işaretleme önerir.",
  },
  "ai-meta-tag-generator": {
    name: "Yapay zekâ meta etiket üreticisi",
    summary: "Sınırlara ve sayfaya uyan başlık, açıklama ve anahtar kelimeler.",
    intro:
      "Başlık ve açıklama, arayanların tıklayıp tıklamayacağına karar verir. Üretici sayfanızı okur ve arama motorlarının gösterdiği uzunluklar içinde kalan bir başlık, meta açıklama ve anahtar kelimeler önerir.",
    points: [
      "50–60 karakter hedefli başlıklar, 150–160 karakter hedefli açıklamalar.",
      "Sayfanın dilinde, Türkçe ya da İngilizce yazılır.",
      "Karakter sayaçları sınır aşılmadan uyarır.",
      "Tek bir sayfa için ya da analizin işaretlediği sayfalar için kullanın.",
    ],
    detail:
      "Benzersiz ve doğru başlıklar, yapay zekâ motorlarının çektiği sayfalardan hangisini alıntılayacağını seçmesine de yardım eder.",
  },
  "ai-content-editor": {
    name: "Yapay zekâ içerik editörü",
    summary: "Sayfa içeriğini SEO kontrolleri ve yapay zekâ yardımıyla yan yana düzenleyin.",
    intro:
      "İçerik editörü sitenizdeki bir sayfayı başlığı, meta etiketleri ve gövdesiyle açar; SEO temellerini gözden kaçırmadan içeriği yapay zekâyla iyileştirmenizi sağlar.",
    points: [
      "Bir pasajı yapay zekâyla iyileştirin, kısaltın ya da genişletin; onaylayana kadar orijinal kalır.",
      "Başlık ve açıklama uzunluğu için canlı sayaçlar.",
      "Yazarken başlıklar ve yapı denetlenir.",
      "Taslak olarak kaydedin ya da içerik planlamada zamanlayın.",
    ],
    detail: "Editör site bazında çalışır; öneriler sitenizin üslubunda ve dilinde kalır.",
  },
  "ai-content-creation": {
    name: "Yapay zekâ ile içerik oluşturma",
    summary: "Başlık, gövde, meta etiketler, URL ve sosyal metniyle makale taslağı tek seferde.",
    intro:
      "Bir başlık ya da fikirle başlayın; yapay zekâ makaleyi meta başlığı, meta açıklaması ve URL'siyle, tanıtım için bir sosyal medya gönderisi ve e-posta metniyle birlikte hazırlasın.",
    points: [
      "Üretimden önce başlık zorunludur; taslaklar konudan sapmaz.",
      "Karakter sayaçları ve uyarılarla meta başlık ve açıklama.",
      "Öğeye eklenen WebP, JPG ya da PNG görseller.",
      "Hemen yayımlayın, 30 güne kadar ileri zamanlayın ya da taslak bırakın.",
    ],
    detail: "Oluşturduğunuz her şey içerik takvimine düşer; yayına çıkmadan önce orada düzenleyebilirsiniz.",
  },
  "content-ideas": {
    name: "İçerik fikirleri",
    summary: "Kitlenizin aradığı konular; zorluk, niyet ve beklenen değerle.",
    intro:
      "İçerik fikirleri, sitenizin konusuna ve rakiplerinize bakarak makale önerir. Her fikir, yazmaya değip değmediğine karar vermeniz için gereken bilgilerle gelir.",
    points: [
      "Zorluk (kolay, orta, zor) ve trafik potansiyeli (yüksek, orta, düşük).",
      "Arama niyeti: bilgi, ticari ya da işlem odaklı.",
      "Önerilen uzunluk, anahtar kelimeler, SEO strateji notu ve tahmini süre.",
      "Bir fikri doğrudan yapay zekâ ile içerik oluşturmaya gönderin.",
    ],
    detail: "İçerik fikirleri Pro planda ve deneme süresinde vardır.",
  },
  "content-planning": {
    name: "İçerik planlama takvimi",
    summary: "İçeriği bir takvimde planlayın, zamanlayın ve izleyin.",
    intro:
      "Takvim her site için neyin taslak, zamanlanmış, yayımlanmış ya da dağıtılmış olduğunu gösterir. İşleri yerine yerleştirin ve düzenli bir yayın ritmi tutturun.",
    points: [
      "Durumlar: taslak, zamanlanmış, yayımlandı ve dağıtıldı.",
      "Geçmişe zamanlama yapılmaz; en fazla 30 gün ileri.",
      "Metni, meta etiketleri ve kanalları düzenlemek için herhangi bir öğeyi açın.",
      "Hangi haftaların boş olduğunu bir bakışta görün.",
    ],
    detail: "Planlama, yapay zekâ ile içerik oluşturma ve dağıtımla birlikte çalışır.",
  },
  "auto-content-distribution": {
    name: "İçerik dağıtımı",
    summary: "CMS'inize, sosyal araçlara ve e-posta kampanyalarına tek yerden yayımlayın.",
    intro:
      "Bir içerik hazır olduğunda bağladığınız kanallara gönderin: web sitenizin CMS'i, bir sosyal paylaşım aracı ve bir e-posta kampanya aracı; ya da elle yayımlayın.",
    points: [
      "Her kanalı API anahtarı ve kimlikleriyle bir kez bağlayın.",
      "Her öğe için en az bir kanal seçin.",
      "Kısmi hatalar kanal bazında gösterilir; hiçbir şey sessizce kaybolmaz.",
      "Dağıtım durumu takvimdeki öğede saklanır.",
    ],
    detail: "Bağlantılar hesap bazında saklanır; gizli anahtarlar tarayıcıya hiç ulaşmaz.",
  },
  "keyword-suggestions": {
    name: "Anahtar kelime önerileri",
    summary: "Siteniz için Türkçe ya da İngilizce anahtar kelimeler; zorluk ve niyetle.",
    intro:
      "Bir site seçin ve konusuna uyan anahtar kelime önerileri alın; her biri zorluk ve arama niyetiyle etiketlenir, Türkçe ya da İngilizce.",
    points: [
      "Zorluk: kolay, orta ya da zor.",
      "Niyet: bilgi, ticari, işlem ya da yönlendirme.",
      "İki dilde hizmet veren siteler için öneri başına dil.",
      "Seçtiğiniz kelimeleri sıralama kontrolüyle izleyin.",
    ],
    detail: "Zor terimler olgunlaşırken trafik kazanmak için kolay, bilgi amaçlı kelimelerle başlayın.",
  },
  "keyword-rank-checker": {
    name: "Sıralama kontrolü",
    summary: "Sitenizin bir anahtar kelimede ilk 100 sonuç içindeki yeri.",
    intro:
      "Bir anahtar kelime ve site girin; sıralama kontrolü ilk 100 sonucu tarar ve konumunuzu ya da bulunamadığınızı, kontrol tarihiyle birlikte kaydeder.",
    points: [
      "Seçtiğiniz arama motoru için konumlar.",
      "Site ilk 100'ün dışındaysa 'bulunamadı'.",
      "Değişimi görmek için anahtar kelime başına geçmiş.",
      "Anahtar kelime önerileri ve rakip analiziyle birlikte işe yarar.",
    ],
    detail:
      "Sıralamalar konuma ve cihaza göre değişir; kontroller tutarlı ayarlarla yapılır, böylece eğilimler karşılaştırılabilir.",
  },
  "competitor-analysis": {
    name: "Rakip analizi",
    summary: "Kitleniz için yarışan siteleri keşfedin ve karşılaştırın.",
    intro:
      "Rakipleri ad ve adresle ekleyin ya da yapay zekânın sitenizin konusundan bulmasına izin verin. Ardından güçlü yanlarını sizinkilerle karşılaştırıp kapatmaya değer açıkları bulun.",
    points: [
      "Olası rakiplerin yapay zekâ ile keşfi.",
      "Temel SEO sinyallerinin yan yana karşılaştırması.",
      "Planınızı besleyecek içerik ve anahtar kelime açıkları.",
      "Site bazında ya da site seçmeden çalışır.",
    ],
    detail:
      "Rakip analizi Pro planda ve deneme süresinde vardır. Rakipler site bazında saklanır; listeyi istediğiniz zaman düzenleyebilir, yeni rakipler ekleyebilir ve artık ilgili olmayanları çıkarabilirsiniz.",
  },
  "backlink-analysis": {
    name: "Backlink analizi",
    summary: "Size hangi sitelerin bağlantı verdiği; otorite, bağlantı metni ve durumla.",
    intro:
      "Diğer sitelerden gelen bağlantılar güçlü bir sıralama sinyali olmayı sürdürüyor. Backlink'lerinizi bağlantı veren sayfa, bağlantı metni, otorite, bağlantı türü ve durumla görün.",
    points: [
      "Bağlantı başına kaynak URL, bağlantı metni ve DA/DR.",
      "Bağlantı türü ve durumu: aktif, kırık, yönlendirme ya da bilinmiyor.",
      "Trafik tahminleri, ilk ve son görülme tarihleri.",
      "Sitelerinizden birini ya da yazdığınız herhangi bir URL'yi analiz edin.",
    ],
    detail:
      "Kırık backlink'ler hızlı kazançtır: eksik URL'yi yönlendirin ya da bağlantı veren siteden güncellemesini isteyin.",
  },
};

export const featuresTr: FeaturesText = {
  indexTitle: "Özellikler",
  indexSeoTitle: "Özellikler – SEO ve yapay zekâ görünürlüğü araçları",
  indexDescription:
    "Tüm Sitelens araçları: motor başına puanlar, AIO kontrolleri, hız, yapay zekâ çözümleri, şema ve meta üreticileri, içerik planlama, anahtar kelime ve rakip araştırması.",
  indexLead: (count) =>
    `Bir analiz ${count} kontrol çalıştırır; araçlar bulunanlara göre harekete geçmenizi sağlar.`,
  groups: {
    analysis: "Analiz ve raporlama",
    ai: "Yapay zekâ üreticileri",
    content: "İçerik",
    research: "Araştırma",
  },
  groupIntroTitle: "İş akışındaki yeri",
  groupIntros: {
    analysis:
      "Her iyileştirme analizle başlar. Bir site eklediğinizde ya da analizi yeniden çalıştırdığınızda Sitelens herkese açık sayfaları tarar, kontrollerini çalıştırır, puanları öncekilerin yanına kaydeder ve görev listenizi günceller; böylece yaptığınız işin sonucu bir analizden diğerine görünür.",
    ai: "Yapay zekâ üreticileri bulguları kullanıma hazır metne ve işaretlemeye dönüştürür. Gösterdiğiniz sayfayı okur, onun dilinde yazar, önerilen uzunluklara uyar ve son kararı size bırakır: siz kopyalamadan ya da onaylamadan hiçbir şey yayımlanmaz.",
    content:
      "İçerik araçları bir fikirden yayımlanmış bir yazıya giden yolu kapsar: yazmaya değer konuları bulmak, yapay zekâyla taslak hazırlamak, takvimde planlamak ve kullandığınız kanallara göndermek. Her adım sonucunu kaydeder; bir taslak araçlar arasında kaybolmaz.",
    research:
      "Araştırma araçları kendi sayfalarınızın ötesine bakar: hangi anahtar kelimeleri hedeflemeye değer, bugün nerede sıralanıyorsunuz, aynı aramalar için kimlerle yarışıyorsunuz ve hangi siteler size bağlantı veriyor. Sonuçları içerik planınızı ve görevlerinizin önceliklerini besler.",
  },
  paid: "Ücretli planlar ve deneme",
  availability: {
    paid: "Pro ve Ajans planlarında ve kart gerektirmeyen 3 günlük ücretsiz denemede kullanılabilir. Ücretsiz planda araç ne yapacağını ve nasıl açılacağını gösterir.",
    included:
      "Tek siteli ücretsiz plan dahil her planda vardır ve çalıştırdığınız her analizin parçasıdır; ilk rapordan itibaren görürsünüz.",
  },
  included: "Tüm planlar",
  learnMore: "Ayrıntılar",
  howItWorks: "Nasıl çalışır?",
  related: "İlgili özellikler",
  allFeatures: "Tüm özellikler",
  features,
  evidence: evidenceTr,
};
