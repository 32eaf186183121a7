import { Suspense, useState } from 'react';
import { QaView } from './QaView';
import { Dialog } from '../../editing';
import { isSiteEditor, useShell, useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { qaStrings, type QaT } from './strings';

// The matrix's code comes with the site tools' chunk, which only site editors load. A lazy import of its own here
// (a dynamic import inside a lazy chunk) made the bundler move the API client and TanStack Query out of the app's
// entry into a shared chunk: /en/home loaded 2 kB gzip more, in three more files.

/**
 * The QA screenshots button of the site tools bar and its full-size dialog (site editor scope): the
 * matrix of pages × phases × audiences × breakpoints, compared, approved, design images uploaded. Previewing the
 * page being edited as several audiences is the editor bar's Preview (live frames, any environment,
 * phase and date, for content editors too), which replaced the captures-based "Preview as every audience".
 */
export function QaTools() {
  const shell = useShell();
  const { t } = useTranslation(qaStrings);
  const [open, setOpen] = useState(false);
  if (!isSiteEditor(shell.scopes)) return null;
  const qt = t as QaT;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {qt('translate.site-settings.qa.open')}
      </Button>
      {open ? (
        <Dialog
          className="ss-dialog ss-dialog--full"
          initialFocus="heading"
          title={qt('translate.site-settings.qa.title')}
          closeLabel={t('translate.site-settings.close')}
          onClose={() => setOpen(false)}
        >
          <Suspense fallback={<p role="status">{qt('translate.site-settings.qa.loading')}</p>}>
            <QaView t={qt} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
