import type { PhaseId } from '../calendar';
import { block, type BlockSpec } from './layout';

/**
 * The evaluation pages: /evaluations/{id} renders `evaluations-detail` (the route's session) and
 * /evaluations/conference `evaluations-conference`; both are for signed-in attendees (the route gate) and the
 * block tells them when an evaluation is not (yet) available.
 */
export const EVALUATION_PAGE_NAMES: readonly string[] = ['evaluations-detail', 'evaluations-conference'];

export function evaluationPageBlocks(page: string, phase: PhaseId): BlockSpec[] {
  const conference = page === 'evaluations-conference';
  return [
    block('pagemeta', 'pageMeta', {
      title: conference ? 'translate.evaluations-conference.meta.title' : 'translate.evaluations-detail.meta.title',
      // What the page says about evaluations per phase.
      description: `translate.evaluate.meta.${phase}`,
      indexing: false,
    }),
    block('evaluation', 'evaluationForm', {
      target: conference ? 'conference' : 'route',
      // A session's thanks is the block's own ("Thank you for your feedback!" in the visitor's language).
      ...(conference ? { thanksText: 'translate.evaluations-conference.thanks' } : {}),
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
    heading: 'translate.digital-swag.survey.heading',
    text: 'translate.digital-swag.survey.text',
    buttonLabel: 'translate.digital-swag.survey.button',
    ungatedHeading: 'translate.digital-swag.survey.ungated-heading',
    ungatedText: 'translate.digital-swag.survey.ungated-text',
    ungatedLink: { href: '/media/swag/nimbus-2027-pack.zip', text: 'translate.digital-swag.survey.download' },
  });
}
