import { StyleSheet } from "@react-pdf/renderer";

export const REPORT_FONT = "DejaVu Sans";

export const colors = {
  ink: "#18181b",
  muted: "#71717a",
  line: "#e4e4e7",
  brand: "#4f46e5",
  good: "#16a34a",
  fair: "#d97706",
  poor: "#dc2626",
  track: "#f4f4f5",
};

/** Green from 90, amber from 50, red below (Lighthouse's bands). */
export function scoreColor(score: number | null): string {
  if (score === null) return colors.muted;
  return score >= 90 ? colors.good : score >= 50 ? colors.fair : colors.poor;
}

export const styles = StyleSheet.create({
  page: { fontFamily: REPORT_FONT, fontSize: 10, color: colors.ink, padding: 40, paddingBottom: 56 },
  h1: { fontSize: 22, fontWeight: "bold", marginBottom: 6 },
  h2: { fontSize: 15, fontWeight: "bold", marginBottom: 10, marginTop: 4, color: colors.brand },
  h3: { fontSize: 11, fontWeight: "bold", marginBottom: 4, marginTop: 10 },
  muted: { color: colors.muted },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: colors.line, paddingVertical: 4 },
  cell: { flex: 1 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 40,
    right: 40,
    fontSize: 8,
    color: colors.muted,
    flexDirection: "row",
    justifyContent: "space-between",
  },
  card: { borderWidth: 1, borderColor: colors.line, borderRadius: 6, padding: 10, marginBottom: 8 },
});
