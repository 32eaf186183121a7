// Figures for the report: medians of interleaved runs, with the spread, since the machine is shared.

export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo]! + (s[hi]! - s[lo]!) * (at - lo);
}

export const median = (xs: readonly number[]) => quantile(xs, 0.5);

export interface PairedRuns {
  page: number[];
  bare: number[];
}

export interface Row {
  label: string;
  blocks: number;
  runs: number;
  page: number;
  bare: number;
  /** Median page / median bare. */
  ratio: number;
  /** Median of each run's page / bare: steadier when the load changes during the bench. */
  pairRatio: number;
  /** Interquartile range of the pair ratios. */
  pairIqr: [number, number];
  /** Interquartile ranges of the times, relative to their medians (noise). */
  pageSpread: number;
  bareSpread: number;
}

const spread = (xs: readonly number[]) => (quantile(xs, 0.75) - quantile(xs, 0.25)) / median(xs);

export function row(label: string, blocks: number, runs: PairedRuns): Row {
  const pairs = runs.page.map((p, i) => p / runs.bare[i]!);
  const page = median(runs.page);
  const bare = median(runs.bare);
  return {
    label,
    blocks,
    runs: pairs.length,
    page,
    bare,
    ratio: page / bare,
    pairRatio: median(pairs),
    pairIqr: [quantile(pairs, 0.25), quantile(pairs, 0.75)],
    pageSpread: spread(runs.page),
    bareSpread: spread(runs.bare),
  };
}

const pad = (s: string, n: number) => s.padEnd(n);
const ms = (x: number) => `${x.toFixed(2)} ms`;
const pct = (x: number) => `±${((x * 100) / 2).toFixed(0)}%`;

export function printRows(title: string, rows: readonly Row[]) {
  console.log(`\n${title}`);
  console.log(
    `  ${pad('content', 40)}${pad('blocks', 8)}${pad('runs', 6)}${pad('PageRenderer', 22)}${pad('bare map', 22)}${pad('ratio', 8)}pair ratio (IQR)`,
  );
  for (const r of rows) {
    console.log(
      `  ${pad(r.label, 40)}${pad(String(r.blocks), 8)}${pad(String(r.runs), 6)}` +
        `${pad(`${ms(r.page)} ${pct(r.pageSpread)}`, 22)}${pad(`${ms(r.bare)} ${pct(r.bareSpread)}`, 22)}` +
        `${pad(r.ratio.toFixed(2), 8)}${r.pairRatio.toFixed(2)} (${r.pairIqr[0].toFixed(2)}–${r.pairIqr[1].toFixed(2)})`,
    );
  }
}
