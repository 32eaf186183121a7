/**
 * The QA jobs of the server (one per app): the runner (runner.ts) wired to the app's store, data folder, settings
 * and sign-in, resumed once the server listens and stopped before it closes. The rows are store.ts's, the reference
 * images baselines.ts's.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { openCapturer, type QaPhase } from './capture.js';
import { exampleDetailIds } from './site-over-http.js';
import { createQaImageFiles } from './images.js';
import { AUDIENCES, QA_BREAKPOINT_KEYS } from './matrix.js';
import { createQaJobs, type QaJobs } from './runner.js';

export { createQaJobs } from './runner.js';
export type { QaJobs, QaJobsDeps } from './runner.js';
export type { QaDesign } from './baselines.js';
export type { QaRunRequest, QaRunState, QaRunSummary } from './store.js';

export const DEFAULT_REQUEST = { attendeeTypes: [...AUDIENCES], breakpoints: [...QA_BREAKPOINT_KEYS], fullPage: false };

const jobsByContext = new WeakMap<RouteContext, QaJobs>();

/** The QA jobs of this server (one per app): captures run against the server's own address. */
export function qaJobsOf(ctx: RouteContext): QaJobs {
  let jobs = jobsByContext.get(ctx);
  if (!jobs) {
    const baseUrl = `http://127.0.0.1:${ctx.config.port}`;
    const { preview } = ctx;
    const phases = async () => {
      const { settings } = await ctx.settings.get(ctx.config.siteEnv);
      return ((settings as { eventPhases?: QaPhase[] }).eventPhases ?? []).map((p) => ({ id: p.id, start: p.start }));
    };
    jobs = createQaJobs({
      db: ctx.db,
      environment: ctx.config.siteEnv,
      images: createQaImageFiles(ctx.config.dataDir),
      now: ctx.now,
      phases,
      keepRuns: Number(process.env.QA_KEEP_RUNS ?? 20) || 20,
      openCapturer: async (list) => {
        const { settings } = await ctx.settings.get(ctx.config.siteEnv);
        const timeZone = (settings as { timezones?: { eventTimezone?: string } }).timezones?.eventTimezone;
        return openCapturer({
          baseUrl,
          phases: list,
          detailIds: await exampleDetailIds(baseUrl),
          concurrency: Number(process.env.QA_CONCURRENCY ?? 24) || 24,
          ...(timeZone ? { timeZone } : {}),
          // The QA view-as: a preview grant of the site's environment at the phase's start as the audience, the
          // demo persona of that type (never a real user).
          previewGrant: async (audience, phase) => {
            if (!preview) throw new Error('This server makes no preview grants.');
            const [frame] = preview.frameTokens({ environment: ctx.config.siteEnv, phase: phase.id, date: phase.start }, [audience]);
            if (!frame) throw new Error(`No preview grant for ${audience}.`);
            return frame.token;
          },
        });
      },
    });
    jobsByContext.set(ctx, jobs);
  }
  return jobs;
}

/** Resumes an open run once the server listens; stops the running one (left open) before it closes. */
export function registerQaJobs(app: FastifyInstance, ctx: RouteContext): void {
  app.addHook('onListen', async () => {
    if (process.env.QA_RESUME === '0') return;
    void qaJobsOf(ctx).resume().catch((error: unknown) => app.log.error({ err: error }, 'resuming the QA run failed'));
  });
  app.addHook('preClose', async () => {
    await jobsByContext.get(ctx)?.stop();
  });
}
