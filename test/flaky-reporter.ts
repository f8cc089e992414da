// Vitest's default output says nothing of a test that passed only on its retry (CI retries
// once): this lists them after the summary, so a flaky test is seen and fixed, not hidden.
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase) {
    if (test.diagnostic()?.flaky) {
      this.flaky.push(`${test.module.relativeModuleId} > ${test.fullName}`);
    }
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return;
    console.log(`\nFlaky: ${this.flaky.length} passed only on a retry`);
    for (const name of this.flaky) console.log(`  ${name}`);
  }
}
