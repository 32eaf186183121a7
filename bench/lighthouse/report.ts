// Reading a Lighthouse result for the table and for the findings behind a slow or shifting page.
import type { Result } from 'lighthouse';
import type { Metrics } from './audit';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

type Format = (n: number) => string;
const seconds: Format = (ms) => (ms / 1000).toFixed(2);
const ms: Format = (n) => n.toFixed(0);
const shift: Format = (n) => n.toFixed(3);

/** "median (min–max)" of one metric over the runs. */
function cell(runs: readonly Metrics[], pick: (m: Metrics) => number, format: Format): string {
  const values = runs.map(pick);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

export function table(rows: readonly { name: string; runs: readonly Metrics[] }[]): string {
  const head = ['target', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'bench index', 'signed in'];
  const body = rows.map(({ name, runs }) => [
    name,
    cell(runs, (m) => m.score, String),
    cell(runs, (m) => m.fcp, seconds),
    cell(runs, (m) => m.lcp, seconds),
    cell(runs, (m) => m.tbt, ms),
    cell(runs, (m) => m.cls, shift),
    cell(runs, (m) => m.benchmarkIndex, ms),
    runs.map((m) => (m.signedIn === null ? '-' : m.signedIn ? 'yes' : 'no')).join('/'),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [head, ...body].map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

interface NodeDetail {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

function nodesIn(value: unknown, found: NodeDetail[] = []): NodeDetail[] {
  if (Array.isArray(value)) value.forEach((v) => nodesIn(v, found));
  else if (value && typeof value === 'object') {
    if ((value as { type?: unknown }).type === 'node') found.push(value as NodeDetail);
    else Object.values(value).forEach((v) => nodesIn(v, found));
  }
  return found;
}

const describe = (n: NodeDetail) => `${n.selector ?? '?'} ${(n.snippet ?? '').slice(0, 120)} "${(n.nodeLabel ?? '').slice(0, 60)}"`;

function itemsOf(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []).filter((i): i is Record<string, unknown> => !!i && typeof i === 'object');
}

/**
 * The requests that started before the observed LCP (this machine, unthrottled), in start order: the serial ones
 * are what the page waited on. Lighthouse's critical-request-chains leaves out fetch() calls, so it would not show
 * the API calls between the entry script and the blocks.
 */
function waterfall(lhr: Result): string[] {
  const metrics = itemsOf(lhr, 'metrics')[0] ?? {};
  const lcpAt = Number(metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY);
  return itemsOf(lhr, 'network-requests')
    .filter((r) => Number(r.networkRequestTime) <= lcpAt && !String(r.url).startsWith('data:'))
    .sort((a, b) => Number(a.networkRequestTime) - Number(b.networkRequestTime))
    .map((r) => {
      const span = `${Number(r.networkRequestTime).toFixed(0).padStart(5)}–${Number(r.networkEndTime).toFixed(0).padEnd(5)} ms`;
      return `  ${span} ${(Number(r.transferSize) / 1000).toFixed(1).padStart(6)} kB  ${String(r.resourceType ?? '').padEnd(10)} ${String(r.url)}`;
    })
    .concat(`  ${Number.isFinite(lcpAt) ? lcpAt.toFixed(0) : '?'} ms observed LCP (FCP ${Number(metrics.observedFirstContentfulPaint).toFixed(0)} ms)`);
}

/**
 * The simulated LCP (Lantern) counts every request that ended before the LCP observed on this machine; on loopback
 * the scripts often end before the first paint, and then their download at the preset's 1.6 Mbps lands in LCP.
 */
function scriptKbBeforeLcp(lhr: Result): string {
  const lcpAt = Number(itemsOf(lhr, 'metrics')[0]?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY);
  const bytes = itemsOf(lhr, 'network-requests')
    .filter((r) => r.resourceType === 'Script' && Number(r.networkEndTime) <= lcpAt)
    .reduce((sum, r) => sum + Number(r.transferSize), 0);
  return (bytes / 1000).toFixed(1);
}

/** What the lead needs to fix a target: the LCP element and its phases, what shifts, what blocks, the chain. */
export function findings(lhr: Result): string[] {
  const out: string[] = [];
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  for (const node of nodesIn(lcpDetails)) out.push(`LCP element: ${describe(node)}`);
  const phases = nodesIn(lcpDetails).length ? itemsOf(lhr, 'largest-contentful-paint-element') : [];
  for (const item of phases) {
    const rows = (item as { items?: { phase?: string; timing?: number }[] }).items ?? [];
    const text = rows.filter((r) => r.phase).map((r) => `${r.phase} ${Math.round(r.timing ?? 0)} ms`);
    if (text.length) out.push(`LCP phases: ${text.join(', ')}`);
  }
  for (const item of itemsOf(lhr, 'layout-shifts')) {
    const node = nodesIn(item.node)[0];
    out.push(`shift ${Number(item.score).toFixed(4)}: ${node ? describe(node) : '(no element)'}`);
    const causes = ((item.subItems as { items?: { extra?: unknown; cause?: unknown }[] } | undefined)?.items ?? [])
      .map((sub) => String(sub.cause ?? (nodesIn(sub.extra)[0] ? describe(nodesIn(sub.extra)[0]!) : '')))
      .filter(Boolean);
    if (causes.length) out.push(`  caused by: ${causes.join('; ')}`);
  }
  for (const item of itemsOf(lhr, 'render-blocking-resources')) {
    out.push(`render-blocking: ${String(item.url)} (${Math.round(Number(item.wastedMs))} ms)`);
  }
  out.push(`script bytes finished before the observed LCP: ${scriptKbBeforeLcp(lhr)} kB (Lighthouse's simulator charges them to LCP)`);
  out.push('requests started before the observed LCP (unthrottled, this machine):', ...waterfall(lhr));
  return out;
}
