import { useId, type ReactNode } from 'react';
import { RouterLink, useShell } from '../../renderer';
import { useDocumentTitle } from '../document-title';
import { centerPath } from './paths';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;

/**
 * One screen as the page's content: its h1 (which the shell focuses after an in-site navigation) names it and the
 * tab, and every screen but the management center leads back to it.
 */
export function ToolPage({ t, title, home = false, children }: { t: RuleT; title: string; home?: boolean; children: ReactNode }) {
  const { language } = useShell();
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section className="ss-route-tool nr-tool" aria-labelledby={headingId}>
      {home ? null : (
        <p className="nr-back">
          <RouterLink to={centerPath(language)}>{t(`${P}.back`)}</RouterLink>
        </p>
      )}
      <h1 id={headingId} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
