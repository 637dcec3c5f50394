import fs from 'node:fs';
import path from 'node:path';
import type { TestError } from 'vitest';
import type { Reporter, SerializedError, TestCase, TestModule, TestRunEndReason, TestSuite } from 'vitest/node';

/** What one vitest run did, per project, as the test command reads it (written to TEST_SUMMARY_FILE). */
export interface TestSummary {
  reason: TestRunEndReason;
  projects: Record<string, ProjectSummary>;
  /** Errors thrown outside any test (unhandled rejections, errors after a test ended). */
  unhandledErrors: string[];
}

/** Counts of one project: vitest's own states, with skips split by whether they declared a reason. */
export interface ProjectSummary {
  passed: number;
  failed: number;
  /** Skipped with a declared reason (`ctx.skip('why')`). */
  skipped: number;
  /** Tests that did not run and declared no reason: `.skip`, `.todo`, left out by `.only`, or skipped because a hook failed. */
  notRun: string[];
  /** Files and suites with an error outside their tests: failed import, failed beforeAll/afterAll. */
  brokenFiles: string[];
  /** Each failed test: its file, full name and the first line of its first error. */
  failedTests: string[];
  /** Tests that passed only when run again (the project's `retry`): their file, full name and the first error of the failed run. */
  flakyTests: string[];
}

const firstLine = (e: SerializedError) => `${e.name ?? 'Error'}: ${String(e.message ?? '').split('\n')[0]}`;
/** An assertion message that abbreviates the value it received (expected [ Array(1) ] to deeply equal []). */
const ABBREVIATED = /\b(?:Array|Object)\(\d+\)|\[(?:Array|Object)\]/;

/**
 * A test's error as the test command lists it: its first line; the value received when the message abbreviates it (the violation an
 * accessibility check found, not "Array(1)"); and the line of the test file where it was thrown.
 */
function errorLine(e: TestError, file: string): string {
  const head = firstLine(e);
  const received = ABBREVIATED.test(head) && typeof e.actual === 'string' ? ` (received ${e.actual.replace(/\s+/g, ' ').trim().slice(0, 400)})` : '';
  const at = e.stacks?.find((s) => s.file.endsWith(file));
  return `${head}${received}${at ? ` [${path.basename(file)}:${at.line}]` : ''}`;
}

/** A test as the test command lists it: its file and full name, a note, and its first error (of a failed run). */
function listed(test: TestCase, file: string, note = ''): string {
  const error = test.result().errors?.[0];
  return `${file} > ${test.fullName}${note}${error ? `: ${errorLine(error, file)}` : ''}`;
}

/** Collects every test, file error and unhandled error of the run into one JSON file. */
export default class TestSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>, reason: TestRunEndReason): void {
    const out = process.env.TEST_SUMMARY_FILE;
    if (!out) return;
    const projects: Record<string, ProjectSummary> = {};
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const p = (projects[name] ??= { passed: 0, failed: 0, skipped: 0, notRun: [], brokenFiles: [], failedTests: [], flakyTests: [] });
      const file = path.relative(process.cwd(), module.moduleId);
      const suites: (TestModule | TestSuite)[] = [module, ...module.children.allSuites()];
      for (const suite of suites) {
        const errors = suite.errors();
        if (errors.length > 0) p.brokenFiles.push(`${file}${suite.type === 'suite' ? ` > ${suite.fullName}` : ''}: ${errors.map(firstLine).join('; ')}`);
      }
      if (module.state() === 'failed' && failedTests(module) === 0 && suites.every((s) => s.errors().length === 0)) {
        p.brokenFiles.push(`${file}: failed without a failed test`);
      }
      for (const test of module.children.allTests()) count(p, test, file);
    }
    const summary: TestSummary = { reason, projects, unhandledErrors: unhandledErrors.map(firstLine) };
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(summary, null, 2));
  }
}

/** Number of failed tests of a module. */
function failedTests(module: TestModule): number {
  let n = 0;
  for (const _ of module.children.allTests('failed')) n++;
  return n;
}

/** Why a test that did not pass or fail did not run. */
function notRunReason(test: TestCase): string {
  if (test.result().state === 'pending') return 'never finished';
  if (test.options.mode === 'todo') return 'todo';
  if (test.options.mode === 'skip') return 'skipped without a reason, or left out by .only';
  return 'did not run: a hook failed or it was skipped without a reason';
}

function count(p: ProjectSummary, test: TestCase, file: string): void {
  const result = test.result();
  if (result.state === 'passed') {
    p.passed++;
    const diagnostic = test.diagnostic();
    if (diagnostic?.flaky) p.flakyTests.push(listed(test, file, ` (passed on run ${diagnostic.retryCount + 1})`));
  } else if (result.state === 'failed') {
    p.failed++;
    p.failedTests.push(listed(test, file));
  } else if (result.state === 'skipped' && result.note && test.options.mode === 'run') p.skipped++;
  else p.notRun.push(`${file} > ${test.fullName} (${notRunReason(test)})`);
}
