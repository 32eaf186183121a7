import { useChrome } from '../../api-client';
import { DEFAULT_FOOTER_LINKS } from '../../schemas';
import type { MenuItem } from '../../schemas/api-types';
import { useTranslation } from '../i18n/react';
import { TimeZoneControl } from '../time/TimeZoneControl';
import { EventMark, useEventName } from './EventBrand';
import { MenuLink } from './MenuLink';
import { useShell } from './shell-context';
import { visibleItems } from './shell-settings';

/** The year of the event: its last phase's start (settings), so the server and the browser print the same. */
function eventYear(phases: readonly { start?: string | null }[] | undefined): number | null {
  const starts = (phases ?? []).map((p) => Date.parse(p.start ?? '')).filter(Number.isFinite);
  return starts.length > 0 ? new Date(Math.max(...starts)).getUTCFullYear() : null;
}

/** The footer's id: the server's HTML holds its first paint until the footer (so all of the main region) is parsed. */
export const footerId = 'site-footer';

/**
 * The site footer: the event's logo and name, the links of GET /chrome/{language} (settings'
 * menus.footerNavigation on the server; the settings' own list, then the default, until it answers), the time-zone
 * choice for event times, and the copyright.
 */
export function Footer() {
  const { t } = useTranslation();
  const { language, languages, settings } = useShell();
  const chrome = useChrome(language);
  const name = useEventName();
  const fromSettings = visibleItems(settings?.menus?.footerNavigation);
  const links: readonly MenuItem[] =
    chrome.data?.footerLinks ?? (fromSettings.length > 0 ? fromSettings : DEFAULT_FOOTER_LINKS);
  const eventZone = settings?.timezones?.eventTimezone;
  const year = eventYear(settings?.eventPhases);
  return (
    <footer id={footerId} className="shell-footer">
      <div className="shell-footer__inner">
        <p className="shell-footer__brand">
          <EventMark />
          {name}
        </p>
        <nav aria-label={t('translate.shell.nav.footer')}>
          <ul className="shell-footer__links">
            {links.map((item) => (
              <li key={`${item.href}-${item.name}`}>
                <MenuLink item={item} language={language} languages={languages} />
              </li>
            ))}
          </ul>
        </nav>
        {eventZone ? (
          <TimeZoneControl
            className="shell-footer__time-zone"
            eventTimeZone={eventZone}
            label={t('translate.shell.time-zone.label')}
            eventOption={(city) => t('translate.shell.time-zone.event', { zone: city })}
            visitorOption={(city) => t('translate.shell.time-zone.visitor', { zone: city ?? '' })}
          />
        ) : null}
        <p className="shell-footer__copyright">
          {/* A name that carries its year already ("Nimbus 2027") is not given it twice. */}
          {year === null || name.includes(String(year))
            ? t('translate.shell.copyright-name', { name })
            : t('translate.shell.copyright-of', { year, name })}
        </p>
      </div>
    </footer>
  );
}
