import type { ReactNode } from 'react';
import { RouterLink, useShell } from '../../renderer';
import { ToolPage as Page } from '../tool-page';
import { centerPath } from './paths';
import type { RuleT } from './strings';

const P = 'translate.site-settings.notification-rules' as const;

/** One screen of the tool; every screen but the management center leads back to it. */
export function ToolPage({ t, title, home = false, children }: { t: RuleT; title: string; home?: boolean; children: ReactNode }) {
  const { language } = useShell();
  const back = home ? null : (
    <p className="nr-back">
      <RouterLink to={centerPath(language)}>{t(`${P}.back`)}</RouterLink>
    </p>
  );
  return (
    <Page title={title} className="nr-tool" before={back}>
      {children}
    </Page>
  );
}
