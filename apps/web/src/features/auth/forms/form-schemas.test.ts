import { describe, expect, it } from "vitest";
import { formErrorMap } from "./form-error-map";
import {
  changePasswordFormSchema,
  codeFormSchema,
  loginFormSchema,
  registerFormSchema,
} from "./form-schemas";

const wording = { fallback: "fill", mismatch: "mismatch", terms: "terms" };
const complete = {
  name: "Deniz Kaya",
  phone: "+90 555",
  email: "deniz@example.com",
  password: "Sifre123",
  confirmation: "Sifre123",
  acceptTerms: true,
};

function firstMessage(schema: typeof registerFormSchema, input: unknown, language: "tr" | "en" = "en") {
  return schema.safeParse(input, { error: formErrorMap({ language, ...wording }) }).error?.issues[0]?.message;
}

describe("register form schema", () => {
  it("accepts a complete form", () => {
    expect(registerFormSchema.safeParse(complete).success).toBe(true);
  });

  it("words one problem at a time in the order the screen always did", () => {
    expect(firstMessage(registerFormSchema, { ...complete, name: "  ", password: "abc" })).toBe("fill");
    expect(firstMessage(registerFormSchema, { ...complete, password: "" })).toBe("fill");
    expect(
      firstMessage(registerFormSchema, { ...complete, password: "sifre123", acceptTerms: false }, "tr"),
    ).toBe("En az bir büyük harf içermelidir");
    expect(
      firstMessage(registerFormSchema, { ...complete, confirmation: "Sifre124", acceptTerms: false }),
    ).toBe("mismatch");
    expect(firstMessage(registerFormSchema, { ...complete, acceptTerms: false })).toBe("terms");
  });
});

describe("other auth form schemas", () => {
  it("passes the login password through the shared contract, spaces stripped", () => {
    expect(loginFormSchema.parse({ email: "a@b.co", password: " Sif re " })).toEqual({
      email: "a@b.co",
      password: "Sifre",
    });
  });

  it("takes only a 4-digit code", () => {
    expect(codeFormSchema.safeParse({ code: "123" }).success).toBe(false);
    expect(codeFormSchema.safeParse({ code: "1234" }).success).toBe(true);
  });

  it("checks the new password's rules and confirmation when changing it", () => {
    const change = { currentPassword: "Old1pass", newPassword: "Yeni1sifre", confirmation: "Yeni1sifre" };
    expect(changePasswordFormSchema.safeParse(change).success).toBe(true);
    const issues = changePasswordFormSchema.safeParse(
      { ...change, confirmation: "x" },
      { error: formErrorMap({ language: "en", ...wording }) },
    ).error?.issues;
    expect(issues?.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["confirmation", "mismatch"],
    ]);
  });
});
