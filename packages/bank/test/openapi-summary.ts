import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Where each test bank's answer-check counts go (test/openapi-answers.ts), and the run's sum of them (written by
// global-setup's teardown as summary.json and printed: the counts a closing note reports).

export const ANSWERS_DIR = join(import.meta.dirname, '..', 'test-results', 'openapi-answers');

export function clearAnswerCounts() {
  rmSync(ANSWERS_DIR, { recursive: true, force: true });
}

export function summarizeAnswerCounts() {
  if (!existsSync(ANSWERS_DIR)) return null;
  let answers = 0;
  let banks = 0;
  const calls = new Set<string>();
  const violations: string[] = [];
  for (const name of readdirSync(ANSWERS_DIR).filter((n) => n.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(ANSWERS_DIR, name), 'utf8').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { answers: number; calls: string[]; violations: string[] };
      banks += 1;
      answers += entry.answers;
      entry.calls.forEach((call) => calls.add(call));
      violations.push(...entry.violations);
    }
  }
  const undocumented = violations.filter((v) => /not documented|not in the document/.test(v));
  const summary = {
    banks,
    answersValidated: answers,
    callsExercised: calls.size,
    undocumentedStatusCodes: undocumented.length,
    schemaMismatches: violations.length - undocumented.length,
  };
  writeFileSync(join(ANSWERS_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}
