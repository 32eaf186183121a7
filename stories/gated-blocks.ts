// The page of gated blocks behind stories/gating.stories.tsx (kept apart: a story file exports only stories).
const heading = (componentId: string, text: string, rule: Record<string, unknown>) => ({
  componentId,
  component: 'sectionHeading',
  props: { heading: text, headingLevel: 2, ...rule },
});

/** The gated blocks of the page, by componentId; tests and the docs read the same list. */
export const gatedBlocks = [
  heading('always', 'Everyone sees this block', {}),
  heading('inperson-only', 'Only in-person attendees see this block', { requireScope: ['inperson'] }),
  heading('no-event-tools', 'Hidden from holders of event-tools', { blockedScope: ['event-tools'] }),
  heading('needs-meetings-flag', 'Shown while the showMeetings flag is on', {
    requiresFeature: ['showMeetings'],
  }),
  heading('pre-event-only', 'Shown in the pre-event phase only', { requiresPhaseId: ['pre-event'] }),
  heading('live-or-post', 'Shown live and after the event', { requiresPhaseId: ['live', 'post-event'] }),
  heading('disabled', 'A disabled block: hidden from visitors', { isDisabled: true }),
] as const;
