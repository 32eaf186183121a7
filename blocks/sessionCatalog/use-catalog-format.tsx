// How the catalog prints days and times, in the page's language, clock and zone. Server and browser must print the
// same: without a zone, the times show in UTC rather than the machine's.
import { useMemo, type MouseEvent } from 'react';
import { cachedFormatter, useRenderContext, useTranslation } from '../../renderer';
import type { SessionCard } from '../../schemas/api-types';
import { SessionFavoriteButton } from '../shared/favorites/FavoriteButton';
import { TileScheduleButton } from '../shared/schedule-actions/TileScheduleButton';
import { DAY_MINUTES } from './catalog-state';
import type { TileFormat } from './SessionTile';
import { catalogNamespace, catalogStrings } from './strings';

/** The session's page: by code with friendly URLs, else by id. */
export function sessionHref(language: string, session: SessionCard, friendlyUrls: boolean): string {
  return `/${language}/sessions/${encodeURIComponent(friendlyUrls ? session.sessionCode : session.sessionId)}`;
}

/** The tiles' day, time, links and buttons. */
export function useTileFormat(friendlyUrls: boolean, onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void): TileFormat {
  const { language, timeZone, hourCycle } = useRenderContext();
  const zone = timeZone ?? 'UTC';
  return useMemo<TileFormat>(() => {
    const cycle = hourCycle ? { hourCycle } : {};
    // The page's shared formatters: building one is slow, and an unknown zone falls back instead of throwing.
    const day = cachedFormatter(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: zone });
    const time = cachedFormatter(language, { hour: 'numeric', minute: '2-digit', timeZone: zone, ...cycle });
    return {
      day: (iso) => day.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      href: (s: SessionCard) => sessionHref(language, s, friendlyUrls),
      onLinkClick,
      // The favorite button hides itself when favorites are off or the session type cannot be kept.
      favorite: (s: SessionCard) => <SessionFavoriteButton session={s} className="blk-catalog__fav" />,
      // Tiles show the favorite and schedule buttons.
      schedule: (s: SessionCard) => <TileScheduleButton session={s} href={sessionHref(language, s, friendlyUrls)} />,
    };
  }, [language, zone, hourCycle, onLinkClick, friendlyUrls]);
}

/**
 * Minutes from midnight as a time of day ("End of day" for the day's end), and an event day by name. The search
 * row, the chips and the refiner panel each call it; the formatters are the page's shared ones (cachedFormatter).
 */
export function useRefinerLabels(): { minuteLabel: (minute: number) => string; dayLabel: (day: string) => string } {
  const { language, hourCycle } = useRenderContext();
  const { t } = useTranslation(catalogStrings, catalogNamespace);
  const minuteLabel = useMemo(() => {
    const f = cachedFormatter(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', ...(hourCycle ? { hourCycle } : {}) });
    const endOfDay = t('translate.sessionCatalog.refiners.end-of-day');
    return (m: number) => (m >= DAY_MINUTES ? endOfDay : f.format(new Date(Date.UTC(2000, 0, 1, 0, m))));
  }, [language, hourCycle, t]);
  const dayLabel = useMemo(() => {
    const f = cachedFormatter(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    return (d: string) => f.format(new Date(`${d}T12:00:00Z`));
  }, [language]);
  return { minuteLabel, dayLabel };
}
