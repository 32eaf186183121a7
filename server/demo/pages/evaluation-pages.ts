import type { PhaseId } from '../calendar';
import { block, type BlockSpec } from './layout';

/**
 * The evaluation pages: /evaluations/{id} renders `evaluations-detail` (the route's session) and
 * /evaluations/conference `evaluations-conference`; both are for signed-in attendees (the route gate) and the
 * block tells them when an evaluation is not (yet) available.
 */
export const EVALUATION_PAGE_NAMES: readonly string[] = ['evaluations-detail', 'evaluations-conference'];

/** What the page says about evaluations per phase (its meta description). */
const DESCRIPTION: Record<PhaseId, string> = {
  'pre-event': 'Evaluations of Nimbus 2027 sessions open 5 minutes after each session starts; labs any time.',
  live: 'Tell the Nimbus 2027 team what you thought: each evaluation takes about a minute.',
  'post-event':
    'Evaluate the Nimbus 2027 sessions you attended and the conference itself, open until June 15.',
};

export function evaluationPageBlocks(page: string, phase: PhaseId): BlockSpec[] {
  const conference = page === 'evaluations-conference';
  return [
    block('pagemeta', 'pageMeta', {
      title: conference ? 'Conference evaluation | Nimbus 2027' : 'Evaluate a session | Nimbus 2027',
      description: DESCRIPTION[phase],
      indexing: false,
    }),
    block('evaluation', 'evaluationForm', {
      target: conference ? 'conference' : 'route',
      thanksText: conference ? 'Thank you for telling us about Nimbus 2027!' : 'Thank you for your feedback!',
      returnToList: true,
      requiresFeature: ['showEvaluations'],
    }),
  ];
}

/** The evaluations list on /evaluations, every phase (what is open follows the clock). */
export function evaluationList(): BlockSpec {
  return block('evaluation-list', 'evaluationList', {
    showConference: true,
    requiresFeature: ['showEvaluations'],
  });
}

/** The digital swag page's gated survey: answer two questions (anonymous visitors too) to unlock the pack. */
export function swagSurvey(): BlockSpec {
  return block('swag-survey', 'gatedSurvey', {
    heading: 'Unlock the digital swag pack',
    text: '<p>Answer two quick questions to download wallpapers, stickers and the conference soundtrack.</p>',
    buttonLabel: 'Take the survey',
    ungatedHeading: 'Your digital swag pack',
    ungatedText: '<p>Thanks for answering! Download the pack below.</p>',
    ungatedLink: { href: '/media/swag/nimbus-2027-pack.zip', text: 'Download the swag pack' },
  });
}
