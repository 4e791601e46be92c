/** Byte-exact samples in legacy charsets (Node's TextEncoder only writes UTF-8). */
const WINDOWS_1254: Record<string, number> = {
  ş: 0xfe,
  ğ: 0xf0,
  ı: 0xfd,
  İ: 0xdd,
  Ş: 0xde,
  Ğ: 0xd0,
  ç: 0xe7,
  ö: 0xf6,
  ü: 0xfc,
};

export function encodeWindows1254(text: string): Buffer {
  return Buffer.from([...text].map((char) => WINDOWS_1254[char] ?? char.charCodeAt(0)));
}

export const SHIFT_JIS_NIHON = { text: "日本", bytes: Buffer.from([0x93, 0xfa, 0x96, 0x7b]) };
export const WINDOWS_1251_PRIVET = {
  text: "Привет",
  bytes: Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]),
};
