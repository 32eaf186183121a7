/**
 * What a server-rendered page hands to the browser besides its HTML: the query cache it rendered from and who it
 * was rendered for. Errors travel as their fields and come back as ApiError, so the browser's first render takes
 * the same branch the server took (a missing layout renders the not-found page on both sides).
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../api-client';
import { shellNamespace, textsRead } from '../../renderer';
import type { RenderedVisitor } from '../../schemas';

export interface SsrState {
  queries: DehydratedState;
  visitor: RenderedVisitor | null;
  /** The instant the page was rendered at (ms): the browser hydrates time-driven blocks at it. */
  renderedAt: number;
  /**
   * The block types the server rendered for the visitor whose code the browser needs: it loads that code before
   * hydrating (a block whose server HTML suffices is kept as it is: renderer/Block.tsx).
   */
  blockTypes: string[];
  /** Whether the blocks had a Suspense boundary each (renderer/block-boundaries.ts); hydration needs the same. */
  blockBoundaries: boolean;
  /** Queries the page holds only part of (the shell texts the render read): the browser reads them whole once hydrated. */
  partialQueries?: QueryKey[];
  /** The texts Intl computed for the render, by key: the browser hydrates with them (schemas/util/remembered-text.ts). */
  texts?: Record<string, string>;
}

interface SentError {
  apiError: { status: number; code: string; message: string; details: unknown; path: string; method: string };
}

function isSentError(value: unknown): value is SentError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

export function dehydrateForPage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || (query.state.status === 'error' && isApiError(query.state.error)),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (isApiError(error)) {
      const sent: SentError = {
        apiError: { status: error.status, code: error.code, message: error.message, details: error.details, path: error.path, method: error.method },
      };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

interface TextsAnswer {
  data: Readonly<Record<string, string>>;
}

const isShellTexts = (key: QueryKey) => key[0] === 'translations' && key[3] === shellNamespace;

/**
 * Keeps of the shell's texts only those the render read (renderer/i18n/i18n.ts keysReadBy): the shell namespace
 * holds every page's words and the editor's, most of the page's state otherwise, and hydration reads what the
 * render read. Answers the keys of the queries it cut, for the browser to read whole.
 */
export function keepTextsRead(state: DehydratedState, read: ReadonlySet<string>): QueryKey[] {
  const cut: QueryKey[] = [];
  for (const query of state.queries) {
    const answer = query.state.data as TextsAnswer | undefined;
    if (!isShellTexts(query.queryKey) || query.state.status !== 'success' || !answer?.data) continue;
    (query.state as { data: unknown }).data = { ...answer, data: textsRead(answer.data, read) };
    cut.push(query.queryKey);
  }
  return cut;
}

export function hydrateFromPage(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSentError(error)) (query.state as { error: unknown }).error = new ApiError(error.apiError);
  }
  hydrate(queryClient, state);
}
