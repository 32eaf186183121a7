// Blocks read their words through i18next (the renderer's useTranslation), which needs an instance above them: on
// the site the shell puts one there; a component test puts an English one, so the defaults beside the components
// show (blocks/<block>/strings.ts).
import type { ReactNode } from 'react';
import { createShellI18n, I18nextProvider } from '../../../renderer';
import { renderBlocks as renderPage } from './render-blocks';

/** The page inside an English i18next instance (for tests that render a part without the renderer). */
export function withEnglish(page: ReactNode, i18n = createShellI18n('en')) {
  return <I18nextProvider i18n={i18n}>{page}</I18nextProvider>;
}

/** render-blocks' renderBlocks with an English i18next instance around the page (one for the render and its rerenders). */
export const renderBlocks: typeof renderPage = (components, context, wrap = (page) => page) => {
  const i18n = createShellI18n('en');
  return renderPage(components, context, (page) => withEnglish(wrap(page), i18n));
};
