import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn, type Persona } from './session';

/** A block of the demo home page as the content API answers a content editor (with its hash). */
export interface StoredBlock {
  componentId: string;
  component: string;
  props: Record<string, unknown>;
  originalHash: string;
}

/** The home page's block `id` in the cont environment at `phase`, read as a content editor. */
export async function storedHomeBlock(request: APIRequestContext, phase: string, id: string): Promise<StoredBlock> {
  const token = await apiSignIn(request, 'contenteditor');
  const res = await request.get(`/api/content/home--${phase}?env=cont`, { headers: { Authorization: `Bearer ${token}` } });
  const block = ((await res.json()) as { components: StoredBlock[] }).components.find((c) => c.componentId === id);
  if (!block) throw new Error(`no block ${id}`);
  return block;
}

/**
 * Saves a home block through the API as `persona`, against what is stored now (another editor's save, or putting
 * a block back after a test): `changes` makes the props to send from the stored block.
 */
export async function saveHomeBlock(
  request: APIRequestContext,
  { persona = 'contenteditor', phase, id, changes }: { persona?: Persona; phase: string; id: string; changes: (now: StoredBlock) => Record<string, unknown> },
): Promise<void> {
  const token = await apiSignIn(request, persona);
  const now = await storedHomeBlock(request, phase, id);
  const res = await request.put(`/api/content/component/cont/home/${phase}/${id}/${now.component}/${Date.now()}/normal`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { originalHash: now.originalHash, changes: changes(now) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
