import { Suspense, useState } from 'react';
import { PreviewAsTool } from './PreviewAsTool';
import { QaView } from './QaView';
import { Dialog } from '../../editing';
import { isSiteEditor, useShell, useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { qaStrings, type QaT } from './strings';

// The matrix's code comes with the site tools' chunk, which only site editors load. A lazy import of its own here
// (a dynamic import inside a lazy chunk) made the bundler move the API client and TanStack Query out of the app's
// entry into a shared chunk: /en/home loaded 2 kB gzip more, in three more files.

/**
 * The QA screenshots buttons of the site tools bar and their full-size dialogs (issue 18, site editor scope): the
 * matrix of pages × phases × audiences × breakpoints, compared, approved, design images uploaded; and "preview as",
 * the page being edited as every audience side by side.
 */
export function QaTools() {
  const shell = useShell();
  const { t } = useTranslation(qaStrings);
  const [open, setOpen] = useState<'matrix' | 'preview' | null>(null);
  if (!isSiteEditor(shell.scopes)) return null;
  const qt = t as QaT;
  return (
    <>
      <Button size="sm" onClick={() => setOpen('matrix')}>
        {qt('translate.site-settings.qa.open')}
      </Button>
      <Button size="sm" onClick={() => setOpen('preview')}>
        {qt('translate.site-settings.qa.preview.open')}
      </Button>
      {open ? (
        <Dialog
          className="ss-dialog ss-dialog--full"
          initialFocus="heading"
          title={qt(open === 'matrix' ? 'translate.site-settings.qa.title' : 'translate.site-settings.qa.preview.title')}
          closeLabel={t('translate.site-settings.close')}
          onClose={() => setOpen(null)}
        >
          <Suspense fallback={<p role="status">{qt('translate.site-settings.qa.loading')}</p>}>
            {open === 'matrix' ? <QaView t={qt} /> : <PreviewAsTool t={qt} />}
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
