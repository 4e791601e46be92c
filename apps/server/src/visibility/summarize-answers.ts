import type { VisibilityMetrics } from "@sitelens/shared";
import type { AnswerFindings } from "./analyze-answer";

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number | null, digits = 3) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * An engine's figures over all prompts × samples: mention rate and citation rate (share of answers),
 * average position where mentioned, share of voice = answers naming the brand ÷ answers naming each
 * tracked brand (Peec's definition), mean sentiment. The score is the mention rate in percent.
 */
export function summarizeAnswers(findings: AnswerFindings[]): VisibilityMetrics {
  const answers = findings.length;
  const mentions = findings.filter((finding) => finding.mentioned).length;
  const textMentions = findings.filter((finding) => finding.position !== null).length;
  const rivalMentions = findings.reduce((sum, finding) => sum + finding.competitorsMentioned.length, 0);
  const mentionRate = answers === 0 ? 0 : mentions / answers;
  return {
    answers,
    mentionRate: round(mentionRate) ?? 0,
    citationRate:
      round(answers === 0 ? 0 : findings.filter((finding) => finding.cited).length / answers) ?? 0,
    averagePosition: round(
      mean(findings.flatMap((finding) => (finding.position === null ? [] : [finding.position]))),
      2,
    ),
    shareOfVoice:
      textMentions + rivalMentions === 0 ? null : round(textMentions / (textMentions + rivalMentions)),
    sentiment: round(
      mean(findings.flatMap((finding) => (finding.sentiment === null ? [] : [finding.sentiment]))),
    ),
    score: Math.round(mentionRate * 100),
  };
}
