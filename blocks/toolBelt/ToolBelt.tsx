// The tool belt (docs/behaviour/attendees-and-profile.md, "Home"; scope event-tools, which the block's requireScope asks for): links
// to profile edit with its completion percentage, messages with the unread count, meetings with the new-invite
// count, evaluations with the pending count, and a search box; under 768 px the links fold into a "My tools"
// disclosure. CSS decides the layout, so the server's HTML and the first render agree at every width.
import { useId, useMemo, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { useRenderContext, useTranslation, type BlockComponentProps, type TFunction } from '../../renderer';
import { lazyNumberFormat } from '../../schemas';
import type { ToolBeltProps } from '../../schemas/api-types';
import { Button, Icon, isGlyph, TextInput } from '../../ui';
import { useToolCounts, type ToolCounts } from './use-tool-counts';
import { useOnSite } from '../shared/on-site';
import { SiteLink } from '../shared/SiteLink';
import { toolBeltNamespace, toolBeltStrings } from './strings';
import './toolBelt.css';

type Link = NonNullable<ToolBeltProps['links']>[number];

const DEFAULT_GLYPH: Record<Link['tool'], string> = {
  profile: 'person',
  messages: 'mail',
  meetings: 'people',
  evaluations: 'check',
  search: 'list',
  link: 'list',
};

/** The badge's text and what a screen reader hears with the label, in the page's language. */
export function badgeOf(tool: Link['tool'], counts: ToolCounts, t: TFunction, language: string): { text: string; spoken: string } | null {
  const counted = (count: number | null, key: string) => (count ? { text: String(count), spoken: t(key, { count }) } : null);
  switch (tool) {
    case 'profile': {
      if (counts.profile === null) return null;
      const percent = lazyNumberFormat(language, { style: 'percent' }).format(counts.profile / 100);
      return { text: percent, spoken: t('translate.toolBelt.badge.profile', { percent }) };
    }
    case 'messages':
      return counted(counts.messages, 'translate.toolBelt.badge.messages');
    case 'meetings':
      return counted(counts.meetings, 'translate.toolBelt.badge.meetings');
    case 'evaluations':
      return counted(counts.evaluations, 'translate.toolBelt.badge.evaluations');
    default:
      return null;
  }
}

/** Outside the site there is no i18next above the block (and no figures): the English defaults, as they are. */
const englishT: TFunction = (key) => (toolBeltStrings as Readonly<Record<string, string>>)[key] ?? key;

const NO_COUNTS: ToolCounts = { profile: null, messages: null, meetings: null, evaluations: null };

/** Outside the site (a schema example, a story) there is no query client and no visitor: the links without figures. */
export default function ToolBelt(block: BlockComponentProps<ToolBeltProps>) {
  const onSite = useOnSite({ router: false });
  return onSite ? <CountedBelt {...block} /> : <Belt {...block} counts={NO_COUNTS} t={englishT} />;
}

function CountedBelt(block: BlockComponentProps<ToolBeltProps>) {
  const links = block.props.links;
  const counted = useMemo(
    () => new Set((links ?? []).filter((l) => l.showCount !== false).map((l) => l.tool)),
    [links],
  );
  const { t } = useTranslation(toolBeltStrings, toolBeltNamespace);
  return <Belt {...block} counts={useToolCounts(counted)} t={t} />;
}

function Belt({ props, counts, t }: BlockComponentProps<ToolBeltProps> & { counts: ToolCounts; t: TFunction }) {
  const { language } = useRenderContext();
  const links = props.links ?? [];
  const menuLabel = props.mobileMenuLabel ?? t('translate.toolBelt.menu');
  const collapse = props.collapseOnMobile ?? true;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const search = links.find((l) => l.tool === 'search');
  const tools = links.filter((l) => l.tool !== 'search');
  return (
    <div className="ui-page">
      <nav className={`blk-toolbelt${collapse ? ' blk-toolbelt--collapse' : ''}`} aria-label={menuLabel}>
        {collapse ? (
          <Button
            variant="secondary"
            className="blk-toolbelt__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            <Icon glyph="menu" /> {menuLabel}
            {counts.evaluations ? (
              <span className="blk-toolbelt__badge" aria-hidden="true">
                {counts.evaluations}
              </span>
            ) : null}
          </Button>
        ) : null}
        <ul id={listId} className={`blk-toolbelt__list${open ? ' is-open' : ''}`}>
          {tools.map((link, i) => (
            <li key={`${link.tool}-${i}`}>
              <ToolLink link={link} badge={link.showCount === false ? null : badgeOf(link.tool, counts, t, language)} t={t} />
            </li>
          ))}
        </ul>
        {search ? (
          <SearchBox
            label={search.label}
            ariaLabel={search.ariaLabel}
            placeholder={props.searchPlaceholder}
            href={search.href}
            buttonText={t('translate.toolBelt.search')}
          />
        ) : null}
      </nav>
    </div>
  );
}

function ToolLink({ link, badge, t }: { link: Link; badge: { text: string; spoken: string } | null; t: TFunction }) {
  return (
    <SiteLink
      href={link.href ?? '#'}
      className="blk-toolbelt__link"
      data-tool={link.tool}
      aria-label={link.ariaLabel ? (badge ? t('translate.toolBelt.link-label', { label: link.ariaLabel, badge: badge.spoken }) : link.ariaLabel) : undefined}
    >
      <Icon glyph={isGlyph(link.glyph) ? link.glyph : DEFAULT_GLYPH[link.tool]} />
      <span className="blk-toolbelt__label">{link.label}</span>
      {badge ? (
        <span className="blk-toolbelt__badge">
          <span aria-hidden="true">{badge.text}</span>
          <span className="ui-visually-hidden">{t('translate.toolBelt.badge.spoken', { badge: badge.spoken })}</span>
        </span>
      ) : null}
    </SiteLink>
  );
}

interface SearchProps {
  label: string;
  ariaLabel?: string;
  placeholder?: string;
  href?: string;
  /** The submit button's text ("Search"). */
  buttonText: string;
}

/**
 * Search sends the words to the session catalog (or the link's own page) as ?search=: a plain GET form (it works
 * before hydration and where there is no router), which the site's router takes over.
 */
function SearchBox(props: SearchProps) {
  return useInRouterContext() ? <RoutedSearch {...props} /> : <SearchForm {...props} />;
}

function RoutedSearch(props: SearchProps) {
  const navigate = useNavigate();
  return <SearchForm {...props} onSearch={(url) => void navigate(url)} />;
}

function SearchForm({
  label,
  ariaLabel,
  placeholder,
  href,
  buttonText,
  onSearch,
}: SearchProps & { onSearch?: (url: string) => void }) {
  const { language } = useRenderContext();
  const [text, setText] = useState('');
  const id = useId();
  const target = href ?? `/${language}/sessions`;
  return (
    <form
      role="search"
      className="blk-toolbelt__search"
      action={target}
      method="get"
      onSubmit={(e) => {
        if (!onSearch) return;
        e.preventDefault();
        const words = text.trim();
        onSearch(words ? `${target}?search=${encodeURIComponent(words)}` : target);
      }}
    >
      <label htmlFor={id} className="ui-visually-hidden">
        {ariaLabel ?? label}
      </label>
      <TextInput
        id={id}
        type="search"
        name="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
        compact
      />
      <Button type="submit" size="sm" variant="primary">
        {buttonText}
      </Button>
    </form>
  );
}
