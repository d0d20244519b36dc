// Reads a Stryker JSON report (mutation-testing-report-schema 1.0) into scores per file.
// Score as Stryker counts it: detected (killed, timeout) over valid mutants (detected, survived, no coverage);
// ignored mutants (marked equivalent with a `Stryker disable` comment and its reason) and compile errors are left out.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const scoreOf = (detected, undetected) =>
  detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);

export function summarize(report) {
  const files = Object.entries(report.files)
    .map(([path, { mutants }]) => {
      const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
      const undetected = mutants.filter((m) => UNDETECTED.has(m.status));
      return {
        path,
        detected,
        undetected: undetected.length,
        ignored: mutants.filter((m) => m.status === 'Ignored').length,
        score: scoreOf(detected, undetected.length),
        survivors: undetected.map(
          (m) =>
            `${path}:${m.location.start.line} ${m.mutatorName} → ${JSON.stringify(m.replacement ?? '')}` +
            (m.status === 'NoCoverage' ? ' (no test reaches it)' : ''),
        ),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  const killed = files.reduce((n, f) => n + f.detected, 0);
  const survived = files.reduce((n, f) => n + f.undetected, 0);
  return {
    files,
    killed,
    survived,
    ignored: files.reduce((n, f) => n + f.ignored, 0),
    score: scoreOf(killed, survived),
  };
}
