// Prints one line "N passed, N failed, N skipped" over Vitest JSON reports, after the names of the
// failed tests (the log's tail is often all a reader gets). A test file that failed without a
// failed test (it did not load) counts as one failure; so does a missing report (the run stopped
// before tests, e.g. at type-checking). Vitest's own numFailedTestSuites also counts every
// describe block around a failed test, so it is not used.
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    failures.push(`missing test report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`${file}: ${result.name} > ${test.fullName}`);
    if (result.status === "failed" && failedTests.length === 0) {
      failures.push(`${file}: ${result.name} did not run: ${(result.message ?? "").split("\n")[0]}`);
      failed += 1;
    }
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
