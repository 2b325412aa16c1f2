// The Lighthouse results as text: one summary paragraph and a Markdown table (terminal and docs/performance.md).

/** The issue's targets: performance at least 90 on the mobile preset, accessibility and best practices at least 95. */
export const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };

const ms = (v) => (v === null || v === undefined ? '–' : `${(v / 1000).toFixed(1)} s`);

export function summary(report) {
  const m = report.machine;
  const slowdown = report.cpuSlowdown ?? 4;
  return [
    `Run of ${report.date} on ${m.cpu}, ${m.cores} cores, Node ${m.node}, ${m.chromium}; Lighthouse mobile preset ` +
      `(simulated slow 4G, ${slowdown}× CPU slowdown${slowdown === 4 ? '' : ', set by --cpu-slowdown'}), ${report.runs === 1 ? 'one run' : `median of ${report.runs} runs`} per page. ` +
      `Load average (1 min) ${report.load.toFixed(2)} at the end.`,
    ...(report.runs > 1
      ? [
          `Performance of every run: ${report.results.map((r) => `${r.name} ${(r.performanceRuns ?? []).join(', ')}`).join('; ')}.` +
            report.results
              .filter((r) => r.unmeasuredRuns)
              .map(
                (r) => ` ${r.name}: ${r.unmeasuredRuns} run(s) Lighthouse could not measure (scored 0), left out of the median.`,
              )
              .join(''),
        ]
      : []),
    // Older results (data/bench/web.json from before 2026-11-24) have neither.
    ...(report.results.some((r) => r.mainThread)
      ? [
          `Kept runs' main thread, task time / CPU time (the gap is time the thread was not running: waiting for a core or for another process), and Lighthouse's host ` +
            `benchmark index: ${report.results.map((r) => `${r.name} ${r.mainThread?.wallMs} / ${r.mainThread?.cpuMs} ms, index ${r.benchmarkIndex}`).join('; ')}.`,
        ]
      : []),
    ...(report.note ? [`Note: ${report.note}`] : []),
  ].join('\n');
}

export function scoreTable(report) {
  const verdict = (r) => {
    // No Lighthouse target for staff pages (docs/performance.md); the room board is measured to follow it.
    if (r.staff) return 'no target (staff page)';
    const misses = Object.entries(TARGETS)
      .filter(([c, min]) => r.scores[c] < min)
      .map(([c, min]) => `${c} ${r.scores[c]} < ${min}`);
    return misses.length ? `missed (${misses.join(', ')})` : 'met';
  };
  return [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.results.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
        `${r.scores.seo} | ${ms(r.metrics.fcp)} | ${ms(r.metrics.lcp)} | ${(r.metrics.tbt ?? 0).toFixed(0)} ms | ` +
        `${(r.metrics.cls ?? 0).toFixed(3)} | ${verdict(r)} |`,
    ),
  ].join('\n');
}
