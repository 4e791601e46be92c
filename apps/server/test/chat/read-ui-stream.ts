/** The chunks of an AI SDK UI message stream (SSE) and the text they spell. */
export async function readUiStream(response: Response) {
  const body = await response.text();
  const chunks = body
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map(
      (line) =>
        JSON.parse(line.slice(6)) as {
          type: string;
          delta?: string;
          errorText?: string;
          data?: unknown;
          toolName?: string;
        },
    );
  const text = chunks.flatMap((chunk) => (chunk.type === "text-delta" ? [chunk.delta ?? ""] : [])).join("");
  const error = chunks.find((chunk) => chunk.type === "error");
  return {
    chunks,
    text,
    error: error ? (JSON.parse(error.errorText ?? "{}") as { code: string; message: string }) : null,
  };
}
