// The evidence patterns live in shared so the content editor's score panel counts exactly as the analysis does.
export { measureEvidence } from "@sitelens/shared/text/measure-evidence";
