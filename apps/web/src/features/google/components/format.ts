/** Numbers, percentages, positions and dates in the interface language (Intl, never hand-made). */
export function formatters(language: string) {
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(language, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const date = new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" });
  const longDate = new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    percent: (value: number) => percent.format(value),
    change: (current: number, previous: number) =>
      previous === 0 ? null : signedPercent.format((current - previous) / previous),
    money: (value: number, currency: string | null) =>
      new Intl.NumberFormat(language, {
        style: currency ? "currency" : "decimal",
        currency: currency ?? undefined,
        maximumFractionDigits: 0,
      }).format(value),
    date: (iso: string) => date.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    longDate: (iso: string) => longDate.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
    country: (code: string) => countryName(language, code),
  };
}

/** Search Console reports countries as ISO alpha-3 (`tur`); Intl names alpha-2 regions. */
const ALPHA3: Record<string, string> = {
  tur: "TR",
  usa: "US",
  deu: "DE",
  gbr: "GB",
  fra: "FR",
  nld: "NL",
  ita: "IT",
  esp: "ES",
  rus: "RU",
  aze: "AZ",
  ind: "IN",
  can: "CA",
  aus: "AU",
  bra: "BR",
  jpn: "JP",
  chn: "CN",
  kor: "KR",
  pol: "PL",
  swe: "SE",
  che: "CH",
  aut: "AT",
  bel: "BE",
  grc: "GR",
  bgr: "BG",
  rou: "RO",
  ukr: "UA",
  irn: "IR",
  irq: "IQ",
  sau: "SA",
  are: "AE",
  egy: "EG",
  mex: "MX",
  arg: "AR",
  idn: "ID",
  pak: "PK",
  cyp: "CY",
  kaz: "KZ",
  geo: "GE",
  dnk: "DK",
  nor: "NO",
};

function countryName(language: string, code: string): string {
  const region = ALPHA3[code.toLowerCase()] ?? (code.length === 2 ? code.toUpperCase() : null);
  if (!region) return code.toUpperCase();
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(region) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
