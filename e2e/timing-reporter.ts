import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with one line saying what passed and how long the whole suite took, after Playwright's own summary. */
export default class TimingReporter implements Reporter {
  private workers = 1;
  private readonly outcome = new Map<TestCase, TestResult['status']>();

  onBegin(config: FullConfig) {
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcome.set(test, result.status);
  }

  onEnd(result: FullResult) {
    const count = (...statuses: Array<TestResult['status']>) => [...this.outcome.values()].filter((s) => statuses.includes(s)).length;
    const skipped = count('skipped');
    const seconds = Math.round(result.duration / 1000);
    const took = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
    console.log(
      `\ne2e: ${count('passed')} passed, ${count('failed', 'timedOut', 'interrupted')} failed${skipped ? `, ${skipped} skipped` : ''} in ${took} (${this.workers} worker${this.workers === 1 ? '' : 's'})`,
    );
  }

  printsToStdio() {
    return false;
  }
}
