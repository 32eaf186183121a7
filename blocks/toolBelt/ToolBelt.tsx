// The tool belt (docs/behaviour/attendees-and-profile.md, "Home"; scope event-tools, which the block's requireScope asks for): links
// to profile edit with its completion percentage, messages with the unread count, meetings with the new-invite
// count, evaluations with the pending count, and a search box; under 768 px the links fold into a "My tools"
// disclosure. CSS decides the layout, so the server's HTML and the first render agree at every width.
import { useId, useMemo, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { useRenderContext, type BlockComponentProps } from '../../renderer';
import type { ToolBeltProps } from '../../schemas';
import { Button, Icon, isGlyph, TextInput } from '../../ui';
import { useToolCounts, type ToolCounts } from './use-tool-counts';
import { useOnSite } from '../shared/on-site';
import { SiteLink } from '../shared/SiteLink';
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

/** The badge's text and what a screen reader hears with the label. */
export function badgeOf(tool: Link['tool'], counts: ToolCounts): { text: string; spoken: string } | null {
  switch (tool) {
    case 'profile':
      return counts.profile === null
        ? null
        : { text: `${counts.profile}%`, spoken: `${counts.profile}% complete` };
    case 'messages':
      return counts.messages ? { text: String(counts.messages), spoken: `${counts.messages} unread` } : null;
    case 'meetings':
      return counts.meetings ? { text: String(counts.meetings), spoken: `${counts.meetings} new` } : null;
    case 'evaluations':
      return counts.evaluations
        ? { text: String(counts.evaluations), spoken: `${counts.evaluations} pending` }
        : null;
    default:
      return null;
  }
}

const NO_COUNTS: ToolCounts = { profile: null, messages: null, meetings: null, evaluations: null };

/** Outside the site (a schema example, a story) there is no query client and no visitor: the links without figures. */
export default function ToolBelt(block: BlockComponentProps<ToolBeltProps>) {
  const onSite = useOnSite({ router: false });
  return onSite ? <CountedBelt {...block} /> : <Belt {...block} counts={NO_COUNTS} />;
}

function CountedBelt(block: BlockComponentProps<ToolBeltProps>) {
  const links = block.props.links;
  const counted = useMemo(
    () => new Set((links ?? []).filter((l) => l.showCount !== false).map((l) => l.tool)),
    [links],
  );
  return <Belt {...block} counts={useToolCounts(counted)} />;
}

function Belt({ props, counts }: BlockComponentProps<ToolBeltProps> & { counts: ToolCounts }) {
  const links = props.links ?? [];
  const menuLabel = props.mobileMenuLabel ?? 'My tools';
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
              <ToolLink link={link} badge={link.showCount === false ? null : badgeOf(link.tool, counts)} />
            </li>
          ))}
        </ul>
        {search ? (
          <SearchBox
            label={search.label}
            ariaLabel={search.ariaLabel}
            placeholder={props.searchPlaceholder}
            href={search.href}
          />
        ) : null}
      </nav>
    </div>
  );
}

function ToolLink({ link, badge }: { link: Link; badge: { text: string; spoken: string } | null }) {
  return (
    <SiteLink
      href={link.href ?? '#'}
      className="blk-toolbelt__link"
      data-tool={link.tool}
      aria-label={link.ariaLabel ? `${link.ariaLabel}${badge ? ` (${badge.spoken})` : ''}` : undefined}
    >
      <Icon glyph={isGlyph(link.glyph) ? link.glyph : DEFAULT_GLYPH[link.tool]} />
      <span className="blk-toolbelt__label">{link.label}</span>
      {badge ? (
        <span className="blk-toolbelt__badge">
          <span aria-hidden="true">{badge.text}</span>
          <span className="ui-visually-hidden">{`(${badge.spoken})`}</span>
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
        Search
      </Button>
    </form>
  );
}
