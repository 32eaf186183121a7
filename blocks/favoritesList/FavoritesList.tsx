// The favorites list block (docs/behaviour/catalog.md): the signed-in visitor's favorites grouped
// by kind, each linking to its page, with a remove button that takes the item out at once (rolled back with an
// error toast when the write fails, use-favorites.ts). The server prefetches the list (load.ts), so a signed-in
// visitor's HTML already holds it.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { safeMediaSrc, useEventTimeFormat, useRenderContext, useTranslation, WEEKDAY_DATE_TIME, type BlockComponentProps } from '../../renderer';
import type { Favorite, FavoritesListProps } from '../../schemas/api-types';
import { Button, Card, Icon, Skeleton } from '../../ui';
import { dispatchCustomAction, SIGN_IN_ACTION } from '../shared/custom-action';
import { Avatar } from '../shared/list/Avatar';
import { useOnSite } from '../shared/on-site';
import { SiteLink } from '../shared/SiteLink';
import { FAVORITE_KIND, FAVORITE_KIND_NAMES, type FavoriteKind, type FavoriteKindName } from '../shared/favorites/kinds';
import { useFavorites, useToggleFavorite } from '../shared/favorites/use-favorites';
import { favoritesListNamespace, favoritesListStrings } from './strings';
import './favoritesList.css';

const EMPTY = 'translate.favoritesList.empty';
/** The empty state's English text (the default of its key). */
export const DEFAULT_EMPTY_TEXT = favoritesListStrings[EMPTY];

// Keys of the group headings and company kinds (strings.ts), translated where they render.
const GROUP_LABELS = {
  session: 'translate.favoritesList.group.session',
  speaker: 'translate.favoritesList.group.speaker',
  sponsor: 'translate.favoritesList.group.sponsor',
  solution: 'translate.favoritesList.group.solution',
  attendee: 'translate.favoritesList.group.attendee',
} as const satisfies Record<FavoriteKindName, keyof typeof favoritesListStrings>;

const COMPANY_LABELS = {
  sponsor: 'translate.favoritesList.company.sponsor',
  exhibitor: 'translate.favoritesList.company.exhibitor',
  partner: 'translate.favoritesList.company.partner',
} as const;

/** Outside the site (a schema example, a story) there is no visitor: a note instead of the list. */
export default function FavoritesList(block: BlockComponentProps<FavoritesListProps>) {
  const { t } = useTranslation(favoritesListStrings, favoritesListNamespace);
  if (!useOnSite({ router: false })) {
    return (
      <section className="ui-page blk-favs" aria-label={block.props.heading ?? t('translate.favoritesList.off-site.label')}>
        {block.props.heading ? <h2 className="blk-favs__heading">{block.props.heading}</h2> : null}
        <p className="blk-favs__note">{t('translate.favoritesList.off-site')}</p>
      </section>
    );
  }
  return <Favorites {...block} />;
}

/** The page of a favorite, or null when it has none. */
export function favoriteHref(f: Favorite, language: string, friendlyUrls: boolean): string | null {
  const id = encodeURIComponent(f.itemId);
  switch (f.kind) {
    case FAVORITE_KIND.session:
      return `/${language}/sessions/${friendlyUrls && f.code ? encodeURIComponent(f.code) : id}`;
    case FAVORITE_KIND.speaker:
      return `/${language}/speakers/${id}`;
    case FAVORITE_KIND.sponsor:
      return `/${language}/${f.companyKind ?? 'sponsor'}s/${id}`;
    case FAVORITE_KIND.attendee:
      return `/${language}/attendees/${id}`;
    case FAVORITE_KIND.solution:
      // A solution has no page of its own: the catalog's sessions about it.
      return `/${language}/sessions?search=${encodeURIComponent(f.itemId)}`;
    default:
      return null;
  }
}

const keyOf = (f: Pick<Favorite, 'kind' | 'itemId'>) => `${f.kind}:${f.itemId}`;

/** A person's photo or a company's logo (vetted), else initials on a tinted tile; decorative beside the name. */
function Picture({ src, name, shape }: { src: string | null | undefined; name: string; shape: 'round' | 'logo' }) {
  return (
    <Avatar src={src ? safeMediaSrc(src) : null} name={name} className={`blk-favs__pic blk-favs__pic--${shape}`} emptyClassName="blk-favs__pic--empty" logo={shape === 'logo'} width={shape === 'logo' ? 64 : 48} height={48} />
  );
}

function Favorites({ props }: BlockComponentProps<FavoritesListProps>) {
  const { heading, kinds = FAVORITE_KIND_NAMES, friendlyUrls = true } = props;
  const { t } = useTranslation(favoritesListStrings, favoritesListNamespace);
  // The renderer fills the schema's default already translated (renderer/defaults.ts); without it, this block's own.
  const emptyText = props.emptyText ?? t(EMPTY);
  const { language } = useRenderContext();
  const idBase = useId();
  const favorites = useFavorites();
  const toggle = useToggleFavorite(favorites.viewer);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);

  const when = useEventTimeFormat(WEEKDAY_DATE_TIME).format;

  const groups = useMemo(
    () =>
      kinds
        .map((name) => ({ name, items: favorites.items.filter((f) => f.kind === FAVORITE_KIND[name]) }))
        .filter((g) => g.items.length > 0),
    [kinds, favorites.items],
  );

  // After a removal, focus goes to the next item of its group (else the previous, else the group's or block's heading).
  useEffect(() => {
    if (!focusTarget) return;
    const candidates = [...(root.current?.querySelectorAll<HTMLElement>('[data-focus-key]') ?? [])];
    // The removed item leaves with the optimistic update, a render or two later: until its target shows, keep waiting.
    const el = candidates.find((c) => c.dataset.focusKey === focusTarget);
    if (!el) return;
    el.focus();
    setFocusTarget(null);
  }, [focusTarget, groups]);

  const remove = (f: Favorite, title: string, siblings: readonly Favorite[]) => {
    const at = siblings.findIndex((s) => keyOf(s) === keyOf(f));
    const next = siblings[at + 1] ?? siblings[at - 1];
    // The last of its group: the group goes, focus moves to the next group's heading (or the previous one's).
    const g = groups.findIndex((x) => FAVORITE_KIND[x.name] === f.kind);
    const other = groups[g + 1] ?? groups[g - 1];
    setFocusTarget(next ? `item:${keyOf(next)}` : other ? `group:${FAVORITE_KIND[other.name]}` : 'top');
    setAnnouncement(t('translate.favoritesList.removed', { name: title }));
    toggle({ kind: f.kind as FavoriteKind, id: f.itemId, itemType: f.itemType, label: title }, false);
  };

  const HeadingTag = heading ? 'h3' : 'h2';
  let body: ReactNode;
  if (favorites.status === 'anonymous') {
    body = (
      <div className="blk-favs__empty">
        <p>{t('translate.favoritesList.sign-in.text')}</p>
        <Button variant="primary" onClick={() => dispatchCustomAction({ componentId: 'favoritesList', action: SIGN_IN_ACTION })}>
          {t('translate.favoritesList.sign-in')}
        </Button>
      </div>
    );
  } else if (favorites.status === 'pending') {
    body = (
      <div className="blk-favs__loading" aria-busy="true">
        <p className="ui-visually-hidden">{t('translate.favoritesList.loading')}</p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="blk-favs__skeleton" height="4.5rem" />
        ))}
      </div>
    );
  } else if (favorites.status === 'error') {
    body = (
      <div className="blk-favs__empty" role="alert">
        <p>{t('translate.favoritesList.load-failed')}</p>
        <Button onClick={favorites.refetch}>{t('translate.favoritesList.try-again')}</Button>
      </div>
    );
  } else if (groups.length === 0) {
    body = (
      <div className="blk-favs__empty">
        <svg className="blk-favs__empty-heart" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path d="M12 20.3 4.7 13.2a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 6.9 0l.4.4.4-.4a4.9 4.9 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7z" />
        </svg>
        <p tabIndex={-1} data-focus-key="top">
          {emptyText}
        </p>
        <ul className="blk-favs__browse" aria-label={t('translate.favoritesList.browse')}>
          <li>
            <SiteLink href={`/${language}/sessions`}>{t('translate.favoritesList.browse.sessions')}</SiteLink>
          </li>
          <li>
            <SiteLink href={`/${language}/speakers`}>{t('translate.favoritesList.browse.speakers')}</SiteLink>
          </li>
          <li>
            <SiteLink href={`/${language}/sponsors`}>{t('translate.favoritesList.browse.sponsors')}</SiteLink>
          </li>
        </ul>
      </div>
    );
  } else {
    body = groups.map((group) => {
      const headingId = `${idBase}-${group.name}`;
      return (
        <section key={group.name} className="blk-favs__group" aria-labelledby={headingId}>
          <HeadingTag id={headingId} className="blk-favs__group-heading" tabIndex={-1} data-focus-key={`group:${FAVORITE_KIND[group.name]}`}>
            {t(GROUP_LABELS[group.name])} <span className="blk-favs__count">{group.items.length}</span>
          </HeadingTag>
          <ul className="ui-card-grid ui-bare-list blk-favs__list">
            {group.items.map((f) => {
              const title = f.title ?? null;
              const name = title ?? t('translate.favoritesList.gone');
              const href = title ? favoriteHref(f, language, friendlyUrls) : null;
              const meta = [
                f.code,
                f.startDateTime ? when(f.startDateTime) : null,
                f.companyKind ? t(COMPANY_LABELS[f.companyKind]) : null,
                f.kind === FAVORITE_KIND.solution ? t('translate.favoritesList.solution-sessions') : null,
              ].filter((m): m is string => Boolean(m));
              return (
                <li key={keyOf(f)}>
                  <Card className="blk-favs__item">
                    {title && f.kind !== FAVORITE_KIND.session && f.kind !== FAVORITE_KIND.solution ? (
                      <Picture src={f.imageUrl} name={title} shape={f.kind === FAVORITE_KIND.sponsor ? 'logo' : 'round'} />
                    ) : null}
                    <div className="blk-favs__text">
                      <p className="blk-favs__title">
                        {href ? <SiteLink href={href}>{name}</SiteLink> : <span className="blk-favs__gone">{name}</span>}
                      </p>
                      {meta.length > 0 ? (
                        <p className="ui-cluster blk-favs__meta">
                          {meta.map((m, i) => (
                            <span key={i}>{m}</span>
                          ))}
                        </p>
                      ) : null}
                    </div>
                    <Button size="sm" variant="ghost" className="blk-favs__remove" aria-label={t('translate.favoritesList.remove-item', { name })} data-focus-key={`item:${keyOf(f)}`} onClick={() => remove(f, name, group.items)}>
                      <Icon glyph="close" />
                      {t('translate.favoritesList.remove')}
                    </Button>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      );
    });
  }

  return (
    <section ref={root} className="ui-page blk-favs" aria-label={heading ? undefined : t('translate.favoritesList.label')} aria-labelledby={heading ? `${idBase}-heading` : undefined}>
      {heading ? (
        <h2 id={`${idBase}-heading`} className="blk-favs__heading" tabIndex={-1} data-focus-key="top">
          {heading}
        </h2>
      ) : null}
      {body}
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
