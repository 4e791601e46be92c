import type { Faq } from "@/features/marketing/components/faq-list";
import type { Language } from "@/lib/language";

export const CONTACT_CATEGORIES = [
  "general",
  "support",
  "billing",
  "sales",
  "partnership",
  "privacy",
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

interface ContactText {
  title: string;
  seoTitle: string;
  description: string;
  lead: string;
  hoursTitle: string;
  hours: string;
  reply: string;
  emailUs: string;
  categoriesTitle: string;
  categories: Record<ContactCategory, { label: string; body: string }>;
  formTitle: string;
  name: string;
  email: string;
  category: string;
  chooseCategory: string;
  subject: string;
  message: string;
  send: string;
  sending: string;
  required: string;
  botCheck: string;
  sent: string;
  sentBody: string;
  another: string;
  faqs: Faq[];
}

export const contactText: Record<Language, ContactText> = {
  tr: {
    title: "İletişim",
    seoTitle: "İletişim – destek, satış ve fatura | Sitelens",
    description:
      "Sitelens destek ekibine yazın: Pazartesi–Cuma 09:00–18:00 arası çalışıyor, 24 saat içinde yanıt veriyoruz. Destek, fatura, satış ve gizlilik soruları.",
    lead: "Sorunuzu doğru ekibe iletmemiz için bir kategori seçin; 24 saat içinde yanıt veririz.",
    hoursTitle: "Destek saatleri",
    hours: "Pazartesi–Cuma, 09:00–18:00 (Türkiye saati)",
    reply: "Mesajlara 24 saat içinde yanıt veriyoruz.",
    emailUs: "E-posta",
    categoriesTitle: "Nasıl yardımcı olabiliriz?",
    categories: {
      general: { label: "Genel", body: "Ürün hakkında genel sorular ve öneriler." },
      support: {
        label: "Teknik destek",
        body: "Analiz, görevler, araçlar ya da hesabınızla ilgili sorunlar.",
      },
      billing: { label: "Fatura ve ödeme", body: "Planlar, faturalar, ödeme ve iptal." },
      sales: { label: "Satış", body: "Ajans ve ekip ihtiyaçları, toplu kullanım." },
      partnership: { label: "İş birliği", body: "Entegrasyonlar, içerik ve ortaklık teklifleri." },
      privacy: { label: "Gizlilik ve KVKK", body: "Kişisel verilerinizle ilgili başvurular." },
    },
    formTitle: "Bize yazın",
    name: "Ad soyad",
    email: "E-posta",
    category: "Kategori",
    chooseCategory: "Bir kategori seçin",
    subject: "Konu",
    message: "Mesaj",
    send: "Gönder",
    sending: "Gönderiliyor…",
    required: "Lütfen tüm alanları doldurun.",
    botCheck: "Lütfen önce güvenlik doğrulamasını tamamlayın.",
    sent: "Mesajınız alındı",
    sentBody: "E-posta adresinize bir onay gönderdik. 24 saat içinde yanıt vereceğiz.",
    another: "Yeni mesaj yaz",
    faqs: [
      {
        question: "Ne kadar sürede yanıt alırım?",
        answer:
          "Pazartesi–Cuma 09:00–18:00 arasında çalışıyoruz ve her mesaja 24 saat içinde yanıt veriyoruz. Hafta sonu gelen mesajlar pazartesi yanıtlanır.",
      },
      {
        question: "Analizim neden uzun sürüyor?",
        answer:
          "Büyük sitelerde tarama ve hız ölçümleri birkaç dakika sürebilir. Analiz bitince bildirim alırsınız; uzun süre ilerlemezse destek kategorisinden bize yazın.",
      },
      {
        question: "Planımı nasıl değiştiririm?",
        answer:
          "Hesap menüsündeki 'Plan ve faturalar' sayfasından yükseltebilir ya da iptal edebilirsiniz. Değişiklik hemen geçerli olur.",
      },
      {
        question: "Fatura bilgilerimi nasıl güncellerim?",
        answer:
          "Plan ve faturalar sayfasından ödeme yöntemini ve fatura bilgilerinizi güncelleyebilirsiniz. Geçmiş faturalarınız da orada listelenir.",
      },
      {
        question: "Hesabımı nasıl silerim?",
        answer:
          "Ayarlar sayfasının altındaki hesap silme bölümünü kullanın. Silme işlemi siteleri, analizleri ve raporları kalıcı olarak kaldırır.",
      },
      {
        question: "Verilerim güvende mi?",
        answer:
          "Şifreler özetlenerek saklanır, bağlantılar şifrelidir ve her veri yalnızca sahibine gösterilir. Ayrıntılar Gizlilik Politikası ve KVKK Aydınlatma Metni'nde.",
      },
      {
        question: "Siteme erişmenize izin vermem gerekiyor mu?",
        answer:
          "Hayır. Analiz herkese açık sayfaları okur. Search Console gibi bağlantılar ve site doğrulaması isteğe bağlıdır.",
      },
      {
        question: "Ajanslar için özel teklif var mı?",
        answer:
          "Ajans planı sınırsız site içerir. Daha büyük ekipler ya da özel ihtiyaçlar için satış kategorisinden bize yazın.",
      },
    ],
  },
  en: {
    title: "Contact",
    seoTitle: "Contact – support, sales and billing | Sitelens",
    description:
      "Write to the Sitelens team: we work Monday to Friday, 09:00–18:00 Turkey time, and reply within 24 hours. Support, billing, sales and privacy questions.",
    lead: "Pick a category so your question reaches the right people; we reply within 24 hours.",
    hoursTitle: "Support hours",
    hours: "Monday–Friday, 09:00–18:00 (Turkey time)",
    reply: "We reply to every message within 24 hours.",
    emailUs: "E-mail",
    categoriesTitle: "How can we help?",
    categories: {
      general: { label: "General", body: "General questions and suggestions about the product." },
      support: { label: "Technical support", body: "Problems with analyses, tasks, tools or your account." },
      billing: { label: "Billing and payment", body: "Plans, invoices, payments and cancellation." },
      sales: { label: "Sales", body: "Agency and team needs, volume use." },
      partnership: { label: "Partnerships", body: "Integrations, content and partnership proposals." },
      privacy: { label: "Privacy and KVKK", body: "Requests about your personal data." },
    },
    formTitle: "Write to us",
    name: "Full name",
    email: "E-mail",
    category: "Category",
    chooseCategory: "Choose a category",
    subject: "Subject",
    message: "Message",
    send: "Send",
    sending: "Sending…",
    required: "Please fill all fields.",
    botCheck: "Please complete the security check first.",
    sent: "Your message has arrived",
    sentBody: "We sent a confirmation to your e-mail address and will reply within 24 hours.",
    another: "Write another message",
    faqs: [
      {
        question: "How soon will I get an answer?",
        answer:
          "We work Monday to Friday, 09:00–18:00 Turkey time, and answer every message within 24 hours. Messages sent at the weekend are answered on Monday.",
      },
      {
        question: "Why is my analysis taking long?",
        answer:
          "On large sites, crawling and speed measurements can take a few minutes. You get a notification when it finishes; if it does not progress for a long time, write to us under technical support.",
      },
      {
        question: "How do I change my plan?",
        answer:
          "Upgrade or cancel on the 'Plan and billing' page in the account menu. Changes apply at once.",
      },
      {
        question: "How do I update my billing details?",
        answer:
          "Update your payment method and billing details on the Plan and billing page, where your past invoices are listed too.",
      },
      {
        question: "How do I delete my account?",
        answer:
          "Use the account deletion section at the bottom of the Settings page. Deleting removes your sites, analyses and reports permanently.",
      },
      {
        question: "Is my data safe?",
        answer:
          "Passwords are stored hashed, connections are encrypted and every record is shown only to its owner. Details are in the Privacy Policy and the KVKK notice.",
      },
      {
        question: "Do I need to give you access to my site?",
        answer:
          "No. The analysis reads public pages. Connecting Search Console and verifying the site are optional.",
      },
      {
        question: "Do you have offers for agencies?",
        answer:
          "The Agency plan includes unlimited sites. For larger teams or special needs, write to us under sales.",
      },
    ],
  },
};
