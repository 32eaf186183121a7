// A load generator process of bench/conference-day (npx tsx bench/conference-day/driver.ts <plan.json>): runs the
// plan's routes at once, each an autocannon instance at a fixed overall rate, signed in as the plan's attendees in
// turn (their session cookie for pages, their bearer token for the API), and prints one JSON line of results.
// With `streams`, it instead holds that many live-update streams open until it is stopped, then prints what they got.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

export interface RoutePlan {
  name: string;
  /** Origin and first path; `paths` (taken in turn) replaces the path when given. */
  url: string;
  paths?: string[];
  method?: 'GET' | 'PUT';
  /** How the attendee is named: their page cookie, their API token, or nobody (anonymous). */
  auth: 'cookie' | 'bearer' | 'none';
  rate: number;
  connections: number;
  /** Send exactly this many requests (the surge) instead of running for the plan's seconds. */
  amount?: number;
}

export interface DriverPlan {
  seconds: number;
  routes: RoutePlan[];
  tokens: string[];
  streams?: { url: string; count: number };
}

export interface RouteResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statusCodes: Record<string, number>;
}

function runRoute(route: RoutePlan, plan: DriverPlan): Promise<RouteResult> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: route.url,
        connections: route.connections,
        overallRate: route.rate,
        ...(route.amount ? { amount: route.amount } : { duration: plan.seconds }),
        timeout: 10,
        requests: [
          {
            method: route.method ?? 'GET',
            setupRequest: (req: autocannon.Request) => {
              const i = next++;
              const token = plan.tokens[i % Math.max(plan.tokens.length, 1)] ?? '';
              const headers: Record<string, string> = { ...((req.headers as Record<string, string> | undefined) ?? {}), 'accept-encoding': 'br, gzip' };
              if (route.auth === 'cookie') headers.cookie = `conf_session=${token}`;
              if (route.auth === 'bearer') headers.authorization = `Bearer ${token}`;
              return { ...req, path: route.paths ? (route.paths[i % route.paths.length] ?? req.path) : req.path, headers };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]));
        resolve({
          name: route.name,
          requests: result.requests.total,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          statusCodes: codes,
        });
      },
    );
  });
}

/** Opens `count` live-update streams and counts the events they receive until SIGTERM. */
function holdStreams(url: string, count: number): void {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  let open = 0;
  let failed = 0;
  let events = 0;
  for (let i = 0; i < count; i++) {
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode === 200) open++;
      else failed++;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        events += chunk.split('\n\n').length - 1;
      });
    });
    req.on('error', () => failed++);
  }
  process.on('SIGTERM', () => {
    console.log(JSON.stringify({ streams: { open, failed, events } }));
    process.exit(0);
  });
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as DriverPlan;
if (plan.streams) {
  holdStreams(plan.streams.url, plan.streams.count);
} else {
  // Loading this process (tsx compiles it) takes CPU the servers would miss: every generator says it is ready and
  // waits for the word on stdin, so that all of them start sending together on a quiet machine.
  console.log('ready');
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  const results = await Promise.all(plan.routes.map((r) => runRoute(r, plan)));
  console.log(JSON.stringify({ results }));
}
