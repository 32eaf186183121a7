import { useEffect } from 'react';
import { getPreviewMode } from '../../api-client';
import { useServerHead, type BlockComponentProps } from '../../renderer';
import type { PageMetaProps } from '../../schemas/api-types';
import { applyHeadTags, type HeadTags } from './head-tags';

function compact(entries: [string, string | undefined][]): Record<string, string> {
  return Object.fromEntries(
    entries.filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
}

/** The head tags a page meta block asks for; og/twitter fall back to the page's own title and description. */
export function headTagsFromProps(props: PageMetaProps): HeadTags {
  const og = props.og ?? {};
  const twitter = props.twitter ?? {};
  return {
    title: props.title,
    canonical: props.canonicalUrl,
    names: compact([
      ['description', props.description],
      [
        'robots',
        props.indexing === false
          ? 'noindex, nofollow'
          : props.indexing === true
            ? 'index, follow'
            : undefined,
      ],
      ['twitter:card', twitter.card ?? (twitter.image || og.image ? 'summary_large_image' : undefined)],
      ['twitter:site', twitter.site],
      ['twitter:title', twitter.title ?? og.title ?? props.title],
      ['twitter:description', twitter.description ?? og.description ?? props.description],
      ['twitter:image', twitter.image ?? og.image],
    ]),
    properties: compact([
      ['og:title', og.title ?? props.title],
      ['og:description', og.description ?? props.description],
      ['og:image', og.image],
      ['og:url', og.url],
      ['og:type', og.type ?? (og.title || props.title ? 'website' : undefined)],
    ]),
  };
}

/** Writes the page's title and meta tags into <head>; renders nothing visible. */
export default function PageMeta({ props }: BlockComponentProps<PageMetaProps>) {
  // A preview (an editor's frame or a share link) is never indexed, whatever the page says of itself: the server's
  // noindex must survive the page's own tags.
  const tags = headTagsFromProps(getPreviewMode() ? { ...props, indexing: false } : props);
  // On the server the tags go into the page's <head> (crawlers and link previews read them there).
  useServerHead(tags);
  const serialised = JSON.stringify(tags);
  useEffect(() => applyHeadTags(document, JSON.parse(serialised) as HeadTags), [serialised]);
  return null;
}
