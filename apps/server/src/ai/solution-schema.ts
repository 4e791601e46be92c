import { z } from "zod";

/** What the model must answer with: a concrete fix the user can apply. */
export const solutionSchema = z.object({
  title: z.string().describe("One line naming the fix"),
  explanation: z.string().describe("Why this matters for this page, two or three sentences"),
  steps: z.array(z.string()).describe("Concrete steps in order"),
  code: z.string().nullable().describe("Exact HTML, robots.txt, header or config to use, or null"),
});

export type Solution = z.infer<typeof solutionSchema>;

/** The stored suggestion text: explanation, numbered steps and the code block. */
export function solutionToMarkdown(solution: Solution): string {
  const steps = solution.steps.map((step, index) => `${index + 1}. ${step}`).join("\n");
  const code = solution.code ? `\n\n\`\`\`\n${solution.code}\n\`\`\`` : "";
  return `${solution.explanation}\n\n${steps}${code}`;
}
