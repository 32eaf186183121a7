import { describe, expect, it } from 'vitest';
import type { AllEnvironmentsAnswer } from '../../api-client/editing';
import { EMPTY_LAYOUT_HASH } from '../../schemas';
import { assignPhaseAction } from './assign-phase';

const layout = (phase: string, hash: string) => ({
  id: `home--${phase}`,
  page: 'home',
  phase,
  environment: 'cont' as const,
  hash,
  revision: 1,
  components: [],
});
const read: AllEnvironmentsAnswer = { cont: [layout('live', 'h-live'), layout('post-event', 'h-post')], uat: [], prod: [] };
const page = { layoutId: 'home', phase: 'live', environment: 'cont' as const };
const block = { componentId: 'intro', component: 'sectionHeading', parentId: 'tabs', slot: 'a', props: { heading: 'Hi' } };

describe('assignPhaseAction', () => {
  it('builds one request for every pending change, each with the hash of the layout the view read', () => {
    const input = assignPhaseAction([{ phase: 'post-event', assign: false }, { phase: 'pre-event', assign: true }], read, page, block);
    expect(input).toEqual({
      environment: 'cont',
      page: 'home',
      componentId: 'intro',
      sourcePhase: 'live',
      block: { component: 'sectionHeading', parentId: 'tabs', slot: 'a', props: { heading: 'Hi' } },
      targets: [
        { phase: 'post-event', assign: false, originalPageHash: 'h-post' },
        // No layout of that phase yet: the empty layout's hash, never null (the server refuses a missing hash).
        { phase: 'pre-event', assign: true, originalPageHash: EMPTY_LAYOUT_HASH },
      ],
      force: false,
    });
  });

  it('carries force for the retry after the force-save dialog', () => {
    expect(assignPhaseAction([{ phase: 'post-event', assign: true }], read, page, block, true).force).toBe(true);
  });

  it('refuses an empty change list', () => {
    expect(() => assignPhaseAction([], read, page, block)).toThrow();
  });
});
