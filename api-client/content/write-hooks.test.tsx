// The write hooks against the real API (test-support/real-api: the server's buildApp on an embedded store): each
// puts what it wrote into the cache itself, and a conflict arrives as the 409 ApiError that editing/'s isConflict reads.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { realApiPerFile } from '../../test-support/real-api';
import { isApiError } from '../api-error';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { useAssignPhases } from './assign-phases';
import { getAllEnvironments, useAllEnvironments } from './get-all-environments';
import { getPage } from './get-page';
import { headingSave } from '../test-support/heading-save';
import { useSaveComponent } from './save-component';
import { useSavePage } from './save-page';
import { EMPTY_LAYOUT_HASH } from '../../schemas';
import type { PageDocument } from './types';

const api = realApiPerFile();

/** editing/'s conflict test (api-client may not import editing/): a 409 answer of any write. */
const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

// The component tests' setup clears localStorage (the session) after each test.
beforeEach(async () => {
  await api.signIn('contenteditor');
});

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Runs a write that is to fail, inside act, and answers what it failed with (undefined when it did not fail). */
async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  let failure: unknown;
  await act(async () => {
    await write().catch((error: unknown) => (failure = error));
  });
  return failure;
}

const pageData = (client: QueryClient, phase: string) =>
  client.getQueryData<{ data: PageDocument }>(queryKeys.page('cont', 'home', phase))?.data;

describe('write hooks over the real API', () => {
  it('useSaveComponent puts the stored layout into the page query, then runs the caller onSuccess', async () => {
    const client = createQueryClient();
    const { read, input } = await headingSave('cont', 'Saved through the hook');
    const onSuccess = vi.fn((_result: unknown) => pageData(client, 'live')?.hash);
    const { result } = renderHook(() => useSaveComponent({ mutationConfig: { onSuccess } }), { wrapper: wrapperFor(client) });
    let answer: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync(input);
    });
    expect(answer?.layout.hash).not.toBe(read.hash);
    expect(pageData(client, 'live')?.hash).toBe(answer?.layout.hash);
    expect(pageData(client, 'live')?.components.find((c) => c.componentId === 'heading')?.props.heading).toBe('Saved through the hook');
    // The caller's onSuccess ran after the cache update: it saw the new layout.
    expect(onSuccess.mock.results[0]?.value).toBe(answer?.layout.hash);
  });

  it('a save with a stale hash fails with a conflict (isConflict) and leaves the cache alone', async () => {
    const client = createQueryClient();
    const { result } = renderHook(() => useSavePage(), { wrapper: wrapperFor(client) });
    const read = (await getPage({ page: 'home', phase: 'live', env: 'cont' })).data;
    const failure = await failureOf(() =>
      result.current.mutateAsync({
        page: 'home',
        environment: 'cont',
        phase: 'live',
        components: read.components.map((c) => ({ ...c })),
        originalPageHash: 'a-hash-nobody-read',
      }),
    );
    expect(isConflict(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'translate.base.error.component-settings.conflict' });
    expect(pageData(client, 'live')).toBeUndefined();
  });

  it('useAssignPhases writes several phases in one call and refreshes the environments it showed', async () => {
    const client = createQueryClient();
    const { result } = renderHook(() => ({ all: useAllEnvironments('home'), assign: useAssignPhases() }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.all.data).toBeDefined());
    const layouts = result.current.all.data!.cont;
    const hashOf = (phase: string) => layouts.find((l) => l.phase === phase)?.hash ?? EMPTY_LAYOUT_HASH;
    const live = layouts.find((l) => l.phase === 'live')!;
    const note = live.components.find((c) => c.componentId === 'note')!;
    await act(async () => {
      await result.current.assign.mutateAsync({
        environment: 'cont',
        page: 'home',
        componentId: 'note',
        sourcePhase: 'live',
        block: { component: note.component, parentId: null, slot: null, props: note.props },
        targets: [
          { phase: 'pre-event', assign: false, originalPageHash: hashOf('pre-event') },
          { phase: 'post-event', assign: false, originalPageHash: hashOf('post-event') },
        ],
      });
    });
    const stored = await getAllEnvironments('home');
    for (const phase of ['pre-event', 'post-event']) {
      expect(stored.cont.find((l) => l.phase === phase)?.components.some((c) => c.componentId === 'note')).toBe(false);
      expect(pageData(client, phase)?.components.some((c) => c.componentId === 'note')).toBe(false);
    }
    await waitFor(() => expect(result.current.all.data?.cont.find((l) => l.phase === 'pre-event')?.hash).toBe(stored.cont.find((l) => l.phase === 'pre-event')?.hash));
  });

  it('useAssignPhases writes nothing when one target moved since it was read', async () => {
    const client = createQueryClient();
    const before = await getAllEnvironments('home');
    const { result } = renderHook(() => useAssignPhases(), { wrapper: wrapperFor(client) });
    const failure = await failureOf(() =>
      result.current.mutateAsync({
        environment: 'cont',
        page: 'home',
        componentId: 'note',
        sourcePhase: 'live',
        block: { component: 'sectionHeading', parentId: null, slot: null, props: {} },
        targets: [
          { phase: 'pre-event', assign: true, originalPageHash: before.cont.find((l) => l.phase === 'pre-event')!.hash },
          { phase: 'post-event', assign: true, originalPageHash: 'moved-since' },
        ],
      }),
    );
    expect(isConflict(failure)).toBe(true);
    expect(await getAllEnvironments('home')).toEqual(before);
  });
});
