// The content pages of the event guide: code of conduct, accessibility statement, app install guide, venue map and
// interactive map. Their text is in ../page-text.ts (English and German); the venue plan in ../venue-plan.ts.
import type { PhaseId } from '../calendar';
import { venuePlanImage } from '../venue-plan';
import { block, type BlockSpec } from './layout';

/**
 * One section of a long content page: rich text that starts with its level-two heading (../page-text.ts), so the
 * sections read as one document under the page's title instead of as a row of large section introducers.
 */
function section(page: string, name: string): BlockSpec {
  return block(name, 'sectionHeading', { body: `translate.${page}.${name}.body` });
}

/** During the event a notice with the help that is on hand now heads the page's sections. */
function liveNotice(page: string, phase: PhaseId): BlockSpec[] {
  return phase === 'live' ? [block('live-notice', 'notificationBanner', { bannerText: `translate.${page}.live.notice`, alwaysShowBanner: true })] : [];
}

export function codeOfConductBlocks(phase: PhaseId): BlockSpec[] {
  const page = 'code-of-conduct';
  return [...liveNotice(page, phase), ...['pledge', 'expected', 'unacceptable', 'report', 'after', 'consequences'].map((n) => section(page, n))];
}

export function accessibilityBlocks(phase: PhaseId): BlockSpec[] {
  const page = 'accessibility';
  return [...liveNotice(page, phase), ...['venue', 'online', 'limits', 'request'].map((n) => section(page, n))];
}

/** /install (open in the phases of pwaInstallPhases): what an installed site is and how to install it. */
export function installBlocks(): BlockSpec[] {
  return ['what', 'android', 'ios', 'desktop', 'remove'].map((n) => section('install', n));
}

/** /map: the venue plan with what is where, and (where the interactive map is on) a way to it. */
export function mapBlocks(phase: PhaseId): BlockSpec[] {
  return [
    ...liveNotice('map', phase),
    block('venue-map', 'heroImageBlade', {
      assetData: { assetType: 'image', image: venuePlanImage(), imageAltText: 'translate.map.venue.alt' },
      assetDominanceRatio: { asset: 64, text: 36, mobile: 100 },
      textSection: { heading: 'translate.map.venue.heading', body: 'translate.map.venue.body', headingLevel: 2 },
    }),
    block('interactive-map-link', 'sectionHeading', {
      heading: 'translate.map.interactive.heading',
      body: 'translate.map.interactive.body',
      headingLevel: 2,
      headingButtons: [{ type: 'link', text: 'translate.map.interactive.button', url: '/en/interactive-map' }],
      requiresFeature: ['showInteractiveMaps'],
    }),
  ];
}

/** /interactive-map: the map settings' pins on the venue plan (`nto` picks a location, `sc` a session's room). */
export function interactiveMapBlocks(): BlockSpec[] {
  return [block('venue', 'interactiveMap', { requiresFeature: ['showInteractiveMaps'] })];
}
