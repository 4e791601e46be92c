import type { TextLanguage } from "./language";

// Setting up an Intl formatter costs far more than formatting with it (a report formats hundreds of numbers).
const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: TextLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Every number the reader sees (web app, PDF, engine texts) in their language through Intl:
 * Turkish gets "+2,1", "0,6 sn", "%45"; English "+2.1", "0.6 s", "45%" (issue 11, item 15).
 */
export function numberFormats(language: TextLanguage) {
  const fixed = (value: number, digits: number) =>
    numberFormatter(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  // Intl's own "second" unit writes "sn." in Turkish; the interface uses the common short form "sn".
  const secondUnit = language === "tr" ? "sn" : "s";
  return {
    /** A count or a value with a fixed number of decimals. */
    number: (value: number, digits = 0) => fixed(value, digits),
    /**
     * Score points gained, always signed: "+2,1". A gain too small for one decimal reads "<+0,1",
     * never "+0,0", which would say the task is worth nothing.
     */
    points: (value: number) => {
      const signed = numberFormatter(language, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay: "always",
      });
      return value > 0 && value < 0.05 ? `<${signed.format(0.1)}` : signed.format(value);
    },
    /** A share of 0–1 as a percentage: "%45" / "45%". */
    percent: (ratio: number, digits = 0) =>
      numberFormatter(language, { style: "percent", maximumFractionDigits: digits }).format(ratio),
    /** A duration in milliseconds shown in seconds: "0,6 sn"; "–" when not measured. */
    seconds: (ms: number | null) => (ms === null ? "–" : `${fixed(ms / 1000, 1)} ${secondUnit}`),
    milliseconds: (ms: number | null) => (ms === null ? "–" : `${fixed(Math.round(ms), 0)} ms`),
    /** A measurement without unit (CLS) with fixed decimals; "–" when not measured. */
    measure: (value: number | null, digits: number) => (value === null ? "–" : fixed(value, digits)),
    /** A date with its time, as the language writes it. */
    dateTime: (date: Date | string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(date)),
  };
}
