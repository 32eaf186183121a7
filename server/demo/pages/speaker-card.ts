import type { Speaker } from '../entity-types';

/** What every featured-speakers card of the demo says of its speaker (the home page's and the speakers page's). */
export const speakerCard = (s: Speaker, i: number) => ({
  speakerName: s.displayName,
  speakerOrder: i + 1,
  speakerLink: `/speakers/${s.speakerId}`,
  speakerDesignation: s.jobTitle,
  company: s.company,
});
