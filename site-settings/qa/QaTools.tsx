import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../editing';
import { isSiteEditor, useShell, useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { qaStrings, type QaT } from './strings';

// The matrix's code (and its images) loads only when a site editor opens it.
const QaView = lazy(() => import('./QaView').then((m) => ({ default: m.QaView })));

/**
 * The QA screenshots button of the site tools bar and its full-size dialog (issue 18, site editor scope): the
 * matrix of pages × phases × audiences × breakpoints, compared, approved; design images uploaded.
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
