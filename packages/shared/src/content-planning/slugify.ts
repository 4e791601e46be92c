const TURKISH: Record<string, string> = { ş: "s", ğ: "g", ı: "i", İ: "i", ö: "o", ü: "u", ç: "c" };

/**
 * A URL slug from a title: Turkish letters transliterated (ş→s, ğ→g, ı→i, İ→i, ö→o, ü→u, ç→c,
 * and their capitals), other accents and apostrophes dropped (İstanbul'da → istanbulda), anything
 * else becomes single hyphens. While the user types, a trailing hyphen stays (the next word follows).
 */
export function slugify(text: string, { maxLength = 80, typing = false } = {}): string {
  const transliterated = text
    .replace(
      /[şğıİöüçŞĞÖÜÇ]/g,
      (letter) => TURKISH[letter] ?? TURKISH[letter.toLocaleLowerCase("tr")] ?? letter,
    )
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return transliterated
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(typing ? /^-+/ : /^-+|-+$/g, "");
}
