import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from '../../i18n/react';
import { addTranslations } from '../../i18n/i18n';
import { Banners } from '../Banners';
import { createShellI18n } from '../i18n';
import { ShellContext, type ShellState } from '../shell-context';
import type { ShellSettings } from '../shell-settings';

/** The banner area on a path (/en/home) with English shell strings, the given settings, preview date and phase. */
export function renderBanners(
  settings: ShellSettings,
  previewDate: Date | null = null,
  options: { path?: string; phaseId?: string | null } = {},
): RenderResult {
  return renderInShell(<Banners />, settings, previewDate, options);
}

/** A part of the shell (the banners, the announcement bar alone...) rendered as renderBanners renders the banners. */
export function renderInShell(
  part: ReactNode,
  settings: ShellSettings,
  previewDate: Date | null = null,
  { path = '/en/home', phaseId = null, texts }: { path?: string; phaseId?: string | null; texts?: Readonly<Record<string, string>> } = {},
): RenderResult {
  const i18n = createShellI18n('en');
  // The English texts the API holds (settings may name translation keys).
  if (texts) addTranslations(i18n, 'en', texts);
  const shell = {
    settings,
    language: 'en',
    phase: { id: phaseId, lists: {} },
    previewDate,
    clock: () => new Date(),
    setPreviewDate: () => undefined,
  } as Partial<ShellState> as ShellState;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <ShellContext value={shell}>{part}</ShellContext>
      </I18nextProvider>
    </MemoryRouter>,
  );
}
