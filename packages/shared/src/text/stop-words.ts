import type { TextLanguage } from "./language";

const TURKISH = `acaba ama ancak artık aslında az bana bazen bazı bazıları belki ben beni benim bile bir birçok biri birkaç
birşey biz bize bizi bizim bu buna bunda bundan bunlar bunları bunların bunu bunun burada böyle bütün çok çünkü da daha
de defa değil diğer diye dolayı edecek eden eder ederek edilen ediyor en fakat gibi göre hala hangi hem hemen henüz hep
hepsi her herhangi herkes hiç hiçbir için ile ilgili ise işte itibaren kadar karşın kendi kendine ki kim kimse mı mi mu
mü nasıl ne neden nerede nereye niçin niye o olan olarak oldu olduğu olduğunu olmadı olmak olması olmayan olsa olup
olur olursa oluyor on ona ondan onlar onları onların onu onun orada öyle önce pek rağmen sadece sanki şey siz size sizi
sizin şöyle şu şuna şunda şundan şunu tarafından tüm üzere var vardı ve veya ya yani yapacak yapılan yapmak yaptı
yaptığı yaptığını yerine yine yoksa zaten dair sonra bile hakkında ilk son yeni iyi en çok nedir kaç olmalı sık`;

const ENGLISH = `a about above after again against all am an and any are aren't as at be because been before being below
between both but by can can't cannot could did do does doing don't down during each few for from further had has have
having he her here hers herself him himself his how i if in into is isn't it it's its itself just let me more most my
myself no nor not of off on once only or other ought our ours ourselves out over own same she should so some such than
that that's the their theirs them themselves then there these they this those through to too under until up very was
we were what when where which while who whom why will with would you your yours yourself yourselves also get got may
might must new one two use used using via what's how-to`;

const lists: Record<TextLanguage, ReadonlySet<string>> = {
  tr: new Set(TURKISH.split(/\s+/)),
  en: new Set(ENGLISH.split(/\s+/)),
};

/** Function words that never make a key phrase (lower-cased input). */
export function isStopWord(word: string, language: TextLanguage): boolean {
  return lists[language].has(word) || /^\d+$/.test(word) || word.length < 2;
}
