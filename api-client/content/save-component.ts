import type { SaveComponentAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';
import { useWriteMutation } from '../use-write-mutation';
import { storeWrittenLayout } from './layout-cache';

export interface SaveComponentInput {
  environment: Environment;
  page: string;
  phase: string;
  /** The block's componentId. */
  contentId: string;
  /** The block type (used when the block is new; the server ignores it for an existing one). */
  parentOrType: string;
  /** The hash the block was read with; null for a new block. */
  originalHash: string | null;
  /** The complete new props of the block. */
  changes: Record<string, unknown>;
  parentId?: string | null;
  slot?: string | null;
  /** Save over a conflicting change (after the user confirmed the force-save dialog). */
  force?: boolean;
  /**
   * After a 409 that named fields both editors changed (details.fields): the editor's choice per field, by block id
   * and path; the server merges the rest as before (docs/contracts.md, "merging").
   */
  resolutions?: Record<string, Record<string, 'mine' | 'theirs'>>;
  /** Refuse instead of merging when the block changed since it was read (pushes between environments). */
  strict?: boolean;
  /** When the edit was made (ms since epoch); defaults to now. */
  timestamp?: number;
}

/** The path of docs/behaviour/editor.md: /content/component/{env}/{page}/{phase}/{contentId}/{parentOrType}/{timestamp}/{flag}; flag is `force` or `normal`. */
export function saveComponentPath(input: SaveComponentInput): string {
  const parts = [
    input.environment,
    input.page,
    input.phase,
    input.contentId,
    input.parentOrType,
    String(input.timestamp ?? Date.now()),
    input.force ? 'force' : 'normal',
  ];
  return `/content/component/${parts.map(encodeURIComponent).join('/')}`;
}

/** PUT one block; 409 translate.base.error.component-settings.conflict (details.currentHash) when its hash moved. */
export function saveComponent(input: SaveComponentInput, signal?: AbortSignal): Promise<SaveComponentAnswer> {
  const body: Record<string, unknown> = {
    originalHash: input.originalHash,
    changes: input.changes,
    parentId: input.parentId ?? null,
  };
  if (input.slot !== undefined) body.slot = input.slot;
  if (input.resolutions) body.resolutions = input.resolutions;
  if (input.strict) body.strict = true;
  return apiRequest<SaveComponentAnswer>(saveComponentPath(input), { method: 'PUT', body, signal });
}

/**
 * saveComponent as a mutation: the stored layout goes into the page query of the environment written to, and the
 * environment compare and the layout's change log are read again.
 */
export function useSaveComponent({ mutationConfig }: MutationHookOptions<typeof saveComponent> = {}) {
  return useWriteMutation(
    saveComponent,
    (client, result, input) => storeWrittenLayout(client, input, result.layout),
    mutationConfig,
  );
}
