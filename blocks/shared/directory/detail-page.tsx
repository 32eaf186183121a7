// The frame the attendee, speaker and company pages share: what each reads first (the viewer, the route's id, the
// render context), the states before the item shows (not found, failed, loading), the article with the back link
// and the hero, and its titled sections (about, sessions).
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { viewerKeyOrAnonymous, useSession } from '../../../api-client';
import { useRenderContext, useTranslation } from '../../../renderer';
import type { SessionCard } from '../../../schemas/api-types';
import { Skeleton } from '../../../ui';
import { useSpaClick } from '../list/use-list-url';
import { BackLink, LoadFailed, NotFound, SessionList } from './parts';
import { directoryNamespace, directoryStrings } from './strings';

/** The way back to the directory: its address, its text and the in-site click. */
export interface DetailBack {
  href: string;
  text: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** What every detail page reads before its query: ids for its headings, the render context, the viewer, the route's id. */
export function useDetailBasics() {
  const idBase = useId();
  const { language, features } = useRenderContext();
  const viewer = viewerKeyOrAnonymous(useSession().user);
  const spaClick = useSpaClick();
  const routeId = useParams().id;
  return { idBase, language, features, viewer, spaClick, routeId };
}

/** What a detail page says when its item is missing ("Speaker not found" and why) or could not be loaded. */
export interface PendingTexts {
  notFoundTitle: string;
  notFoundText: string;
  failedText: string;
}

/**
 * The page before its item shows: `missing` (no id, or the API's 404) says it was not found, `failed` that it could
 * not be loaded; otherwise it is still loading.
 */
export function DetailPending({ texts, missing, failed, back }: { texts: PendingTexts; missing: boolean; failed: boolean; back: DetailBack }) {
  if (missing) return <NotFound heading={texts.notFoundTitle} text={texts.notFoundText} backHref={back.href} backText={back.text} onClick={back.onClick} />;
  if (failed) return <LoadFailed text={texts.failedText} backHref={back.href} backText={back.text} onClick={back.onClick} />;
  return (
    <div className="blk-dir blk-dir--detail" aria-busy="true">
      <BackLink href={back.href} text={back.text} onClick={back.onClick} />
      <Skeleton height="10rem" />
    </div>
  );
}

interface ArticleProps {
  idBase: string;
  /** The page's own class beside blk-dir blk-dir--detail. */
  className?: string;
  back: DetailBack;
  /** The hero's own class beside blk-dir__hero. */
  heroClassName?: string;
  picture: ReactNode;
  /** The page's heading. */
  name: string;
  /** Below the name in the hero: role, company, facts, favorite. */
  hero: ReactNode;
  /** The sections below the hero. */
  children?: ReactNode;
}

/** The page itself: the back link, the hero (picture, the name as the page's heading, `hero`), the sections. */
export function DetailArticle({ idBase, className, back, heroClassName, picture, name, hero, children }: ArticleProps) {
  return (
    <article className={className ? `blk-dir blk-dir--detail ${className}` : 'blk-dir blk-dir--detail'} aria-labelledby={`${idBase}-h`}>
      <BackLink href={back.href} text={back.text} onClick={back.onClick} />
      <header className={heroClassName ? `blk-dir__hero ${heroClassName}` : 'blk-dir__hero'}>
        {picture}
        <div className="blk-dir__hero-text">
          <h1 id={`${idBase}-h`} className="blk-dir__title">
            {name}
          </h1>
          {hero}
        </div>
      </header>
      {children}
    </article>
  );
}

/** A titled section of the page, labelled by its heading (`id`). */
export function DetailSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="blk-dir__section" aria-labelledby={id}>
      <h2 id={id} className="blk-dir__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How many items a section lists, after its title. */
export function SectionCount({ count }: { count: number }) {
  return <span className="blk-dir__section-count"> ({count})</span>;
}

/** A person's biography under "About", a paragraph per blank-line-separated block; nothing without one. */
export function BioSection({ id, bio }: { id: string; bio: string }) {
  const { t } = useTranslation(directoryStrings, directoryNamespace);
  if (!bio) return null;
  return (
    <DetailSection id={id} title={t('translate.shared-directory.about')}>
      {bio.split(/\n{2,}/).map((para, i) => (
        <p key={i} className="blk-dir__prose">
          {para}
        </p>
      ))}
    </DetailSection>
  );
}

/** The sessions of a speaker or company, with their count, or `emptyText` when there are none. */
export function SessionsSection({ id, heading, sessions, emptyText, label, onClick }: { id: string; heading: string; sessions: readonly SessionCard[]; emptyText: ReactNode; label: string; onClick: DetailBack['onClick'] }) {
  return (
    <DetailSection id={id} title={<>{heading}{sessions.length > 0 ? <SectionCount count={sessions.length} /> : null}</>}>
      {sessions.length === 0 ? <p className="blk-dir__empty">{emptyText}</p> : <SessionList sessions={sessions} onClick={onClick} label={label} />}
    </DetailSection>
  );
}
