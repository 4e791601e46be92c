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

  it("reads a page padded with NUL bytes, as browsers show it, instead of calling it binary", () => {
    const decoded = decodeBody(realPage("charset--ascii-_mozilla_bug638318_text"), "text/html", "text/html");
    expect(decoded.binary).toBe(false);
    expect(decoded.body).toContain("<title>NOT UTF-16!</title>");
  });

  it("still refuses an image served as text/html", () => {
    const png = Buffer.concat([
      Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
      Buffer.alloc(64, 0x1a),
      Buffer.from("IHDR"),
    ]);
    expect(decodeBody(png, "text/html", "text/html").binary).toBe(true);
  });
});
