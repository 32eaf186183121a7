import { ENVIRONMENTS } from '../../../schemas';
import type { DemoPageLayout } from '../types';
import { PHASE_IDS } from '../calendar';
import { DETAIL_PAGE_NAMES, sessionDetailBlocks } from './detail-pages';
import { homeBlocks } from './home';
import { layout } from './layout';
import { SITE_PAGES, sitePageBlocks, type PageSources } from './site-pages';
import { DIRECTORY_PAGES, directoryPageBlocks } from './directory-pages';
import { EVALUATION_PAGE_NAMES, evaluationPageBlocks } from './evaluation-pages';
import { MEETING_PAGE_NAMES, MEETING_PAGES } from './meeting-pages';

/** Names of every page the demo has a layout for: home plus the static routes. */
export const DEMO_PAGE_NAMES: readonly string[] = ['home', ...SITE_PAGES.map((p) => p.page), ...DIRECTORY_PAGES.map((p) => p.page), ...DETAIL_PAGE_NAMES, ...MEETING_PAGE_NAMES, ...EVALUATION_PAGE_NAMES];

export function generatePages(sources: PageSources): DemoPageLayout[] {
  const pages: DemoPageLayout[] = [];
  for (const env of ENVIRONMENTS) {
    for (const phase of PHASE_IDS) {
      pages.push(layout(env, 'home', phase, homeBlocks(env, phase, sources)));
      for (const def of SITE_PAGES) pages.push(layout(env, def.page, phase, sitePageBlocks(def, phase, sources)));
      for (const def of DIRECTORY_PAGES) pages.push(layout(env, def.page, phase, directoryPageBlocks(def, phase)));
      pages.push(layout(env, 'sessions-detail', phase, sessionDetailBlocks(phase)));
      for (const page of EVALUATION_PAGE_NAMES) pages.push(layout(env, page, phase, evaluationPageBlocks(page, phase)));
      for (const def of MEETING_PAGES) pages.push(layout(env, def.page, phase, def.blocks(phase)));
    }
  }
  return pages;
}
