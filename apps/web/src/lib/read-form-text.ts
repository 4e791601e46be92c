/** The trimmed text of one named field of a submitted form. */
export function readFormText(form: HTMLFormElement, name: string): string {
  return String(new FormData(form).get(name) ?? "").trim();
}
