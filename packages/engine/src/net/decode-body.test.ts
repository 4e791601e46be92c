import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBody } from "./decode-body";

const realPage = (id: string) =>
  readFileSync(new URL(`../../test/fixtures/real-pages/pages/${id}.html`, import.meta.url));

describe("decodeBody on pages that declare no charset", () => {
  it("reads a legacy-encoded page as windows-1252 text, as browsers do, instead of calling it binary", () => {
    const bytes = realPage("charset--iso-8859-7-greek-_chromium_ISO-8859-7_with_no_encoding_specified");
    const decoded = decodeBody(bytes, "text/html", "text/html");
    expect(decoded.binary).toBe(false);
    expect(decoded.charset).toBe("windows-1252");
    expect(decoded.body).toContain("<title> ISO-8859-7 </title>");
  });

  it("keeps UTF-8 for undeclared pages whose bytes are UTF-8, even when the sample cuts a character", () => {
    const text = `<title>Çay</title>${"ğ".repeat(5000)}`;
    expect(decodeBody(Buffer.from(text), "text/html", "text/html")).toMatchObject({
      charset: "utf-8",
      body: text,
    });
  });

  it("still refuses bytes with NUL as binary", () => {
    expect(decodeBody(Buffer.from([0x3c, 0x00, 0xff, 0x10]), "text/html", "text/html").binary).toBe(true);
  });
});
