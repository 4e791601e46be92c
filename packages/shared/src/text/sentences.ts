const ABBREVIATIONS = new Set(
  "dr prof doç av yrd mr mrs ms st vs etc e.g i.e vb vd örn bkz no nr sn yy ca fig inc ltd co jr sr".split(
    " ",
  ),
);

/** Splits text into sentences: at . ! ? … followed by a space, not after abbreviations or inside numbers. */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return [];
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?…]+["'”’)]*\s+(?=["'“‘(]?[\p{Lu}\p{N}])/gu;
  for (const match of clean.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const before = clean.slice(start, match.index);
    const lastWord = before.split(" ").at(-1)?.toLocaleLowerCase("tr") ?? "";
    if (
      match[0].startsWith(".") &&
      (ABBREVIATIONS.has(lastWord) || (/^\p{Lu}$/u.test(lastWord.toUpperCase()) && lastWord.length === 1))
    )
      continue;
    sentences.push(clean.slice(start, end).trim());
    start = end;
  }
  const rest = clean.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
