/**
 * The QA screenshot matrix's calls (server/qa/routes.ts, site editor scope): runs and their captures
 * (polled while a run is open: live progress), starting and cancelling runs, approving captures as baselines,
 * design images per page and breakpoint, and the images themselves (fetched with the token, shown as blob URLs,
 * since an <img> cannot send it).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getApiClientConfig } from '../config';
import { getValidToken } from '../auth/session-store';
import { toBase64 } from '../base64';
import { apiRequest } from '../http';
import type { MutationHookOptions, QueryHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';

import type {
  QaDesignAnswer, QaEntry, QaRunAnswer, QaRunDetail as QaRunDetailAnswer, QaRunList as QaRunListAnswer,
} from '../../schemas/api-types';

// The answers' types are the generated ones of the route schemas (schemas/api/qa-*.schema.json), which the server's
// answers are serialised by: one definition of each shape.
export type QaRun = QaRunAnswer;
export type QaCapture = QaEntry;
export type QaRunList = QaRunListAnswer;
export type QaRunDetail = QaRunDetailAnswer;
export type QaDesign = QaDesignAnswer;
export type QaRunState = QaRun['state'];
export type QaCaptureState = QaCapture['state'];
export type QaBreakpointKey = QaCapture['breakpoint'];
export type QaAudience = QaCapture['attendeeType'];
export type QaDifferenceLabel = NonNullable<QaCapture['label']>;
export type QaSize = NonNullable<QaCapture['sizeMismatch']>['current'];

/** POST /qa/runs: the run's pages, and the defaults (every phase, audience and breakpoint) for what is left out. */
export interface QaRunRequestBody {
  pages: string[];
  phases?: string[];
  attendeeTypes?: QaAudience[];
  breakpoints?: QaBreakpointKey[];
  fullPage?: boolean;
}

const keys = {
  all: ['qa'] as const,
  runs: () => ['qa', 'runs'] as const,
  run: (runId: string) => ['qa', 'run', runId] as const,
  designs: () => ['qa', 'designs'] as const,
};

/** How often an open run is read again (live progress). */
export const QA_POLL_MS = 1000;

export const isOpenRun = (state: QaRunState | undefined) => state === 'not-started' || state === 'active';

export function getQaRuns(signal?: AbortSignal): Promise<QaRunList> {
  return apiRequest<QaRunList>('/qa/runs', { signal });
}

export function getQaRun(runId: string, signal?: AbortSignal): Promise<QaRunDetail> {
  return apiRequest<QaRunDetail>(`/qa/runs/${encodeURIComponent(runId)}`, { signal });
}

export function getQaDesigns(signal?: AbortSignal): Promise<{ designs: QaDesign[] }> {
  return apiRequest<{ designs: QaDesign[] }>('/qa/designs', { signal });
}

export const qaRunsQueryOptions = () =>
  queryOptions({
    queryKey: keys.runs(),
    queryFn: ({ signal }) => getQaRuns(signal),
    // The history shows progress too while a run is open.
    refetchInterval: (query) => (query.state.data?.runs.some((r) => isOpenRun(r.state)) ? QA_POLL_MS : false),
  });

export const qaRunQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: keys.run(runId),
    queryFn: ({ signal }) => getQaRun(runId, signal),
    refetchInterval: (query) => (isOpenRun(query.state.data?.run.state) ? QA_POLL_MS : false),
  });

export const qaDesignsQueryOptions = () => queryOptions({ queryKey: keys.designs(), queryFn: ({ signal }) => getQaDesigns(signal) });

export function useQaRuns({ queryConfig }: QueryHookOptions<typeof qaRunsQueryOptions> = {}) {
  return useQuery({ ...qaRunsQueryOptions(), ...queryConfig });
}

export function useQaRun(runId: string, { queryConfig }: QueryHookOptions<typeof qaRunQueryOptions> = {}) {
  return useQuery({ ...qaRunQueryOptions(runId), ...queryConfig });
}

export function useQaDesigns({ queryConfig }: QueryHookOptions<typeof qaDesignsQueryOptions> = {}) {
  return useQuery({ ...qaDesignsQueryOptions(), ...queryConfig });
}

const refreshRuns = (client: QueryClient) => client.invalidateQueries({ queryKey: keys.all });

/** POST /qa/runs: starts a run (409 translate.base.error.qa.run-active while one is open). */
export function startQaRun(input: QaRunRequestBody, signal?: AbortSignal): Promise<QaRun> {
  return apiRequest<QaRun>('/qa/runs', { method: 'POST', body: input, signal });
}

export function useStartQaRun({ mutationConfig }: MutationHookOptions<typeof startQaRun> = {}) {
  return useWriteMutation(startQaRun, refreshRuns, mutationConfig);
}

/** POST /qa/runs/{runId}/cancel */
export function cancelQaRun(runId: string, signal?: AbortSignal): Promise<QaRun> {
  return apiRequest<QaRun>(`/qa/runs/${encodeURIComponent(runId)}/cancel`, { method: 'POST', body: {}, signal });
}

export function useCancelQaRun({ mutationConfig }: MutationHookOptions<typeof cancelQaRun> = {}) {
  return useWriteMutation(cancelQaRun, refreshRuns, mutationConfig);
}

export interface ApproveQaInput {
  runId: string;
  keys: string[];
}

/** POST /qa/baselines: the captures become their cells' baselines. */
export function approveQaCaptures(input: ApproveQaInput, signal?: AbortSignal): Promise<{ approved: QaCapture[] }> {
  return apiRequest<{ approved: QaCapture[] }>('/qa/baselines', { method: 'POST', body: input, signal });
}

export function useApproveQaCaptures({ mutationConfig }: MutationHookOptions<typeof approveQaCaptures> = {}) {
  return useWriteMutation(approveQaCaptures, refreshRuns, mutationConfig);
}

export interface UploadQaDesignInput {
  page: string;
  breakpoint: QaBreakpointKey;
  file: Blob;
  name: string;
  type: string;
}

/** The server's limit (server/qa/design-check.ts), checked here too so a large file fails at once. */
export const MAX_QA_DESIGN_BYTES = 8 * 1024 * 1024;

/** PUT /qa/designs/{page}/{breakpoint}: PNG or JPEG, the breakpoint's width; the server checks the bytes. */
export async function uploadQaDesign(input: UploadQaDesignInput, signal?: AbortSignal): Promise<QaDesign> {
  const data = await toBase64(input.file);
  return apiRequest<QaDesign>(`/qa/designs/${encodeURIComponent(input.page)}/${input.breakpoint}`, {
    method: 'PUT',
    body: { name: input.name, type: input.type, data },
    signal,
  });
}

export function useUploadQaDesign({ mutationConfig }: MutationHookOptions<typeof uploadQaDesign> = {}) {
  return useWriteMutation(uploadQaDesign, (client) => client.invalidateQueries({ queryKey: keys.designs() }), mutationConfig);
}

/**
 * A QA image (an /api/qa/images/... URL) as a blob URL the page can show: fetched with the token, revoked when the
 * URL changes or the component goes. `null` until loaded (or without a URL).
 */
export function useQaImage(url: string | null | undefined): string | null {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    setBlobUrl(null);
    if (!url) return;
    const controller = new AbortController();
    let made: string | null = null;
    const token = getValidToken();
    // The image URLs are the API's own paths (/api/qa/images/...): below the configured API base.
    const path = url.replace(/^\/api/, '');
    void fetch(`${getApiClientConfig().baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) return;
        made = URL.createObjectURL(await res.blob());
        setBlobUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return blobUrl;
}
