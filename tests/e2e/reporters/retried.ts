import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Lists, after the run, every test that failed and then passed on its retry, with the first attempt's
 * error: the run stays green, but a flake is printed where CI's log ends instead of being absorbed.
 */
export default class RetriedReporter implements Reporter {
  private readonly firstErrors = new Map<TestCase, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0 && result.status !== 'passed' && result.status !== 'skipped') {
      // The first line of the error, without the terminal colours Playwright puts in it.
      const message = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '');
      this.firstErrors.set(test, message.split('\n')[0]!.trim());
    }
  }

  onEnd(_result: FullResult) {
    const flaky = [...this.firstErrors.keys()].filter((test) => test.outcome() === 'flaky');
    if (flaky.length === 0) return;
    console.log(`\n${flaky.length} ${flaky.length === 1 ? 'test' : 'tests'} passed only on retry (flaky, to fix):`);
    for (const test of flaky) {
      const where = `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line}`;
      console.log(`  ${where} › ${test.titlePath().slice(3).join(' › ')}\n    first attempt: ${this.firstErrors.get(test)}`);
    }
  }

  printsToStdio() {
    return false;
  }
}
