import { blockSummaries } from '../../schemas';
import type { SocialLinksProps } from '../../schemas/api-types';

export type SocialNetwork = NonNullable<SocialLinksProps['order']>[number];

/** docs/behaviour/blocks.md: the default order of social links, as the block schema's `order` default holds it. */
export const DEFAULT_SOCIAL_ORDER = (blockSummaries.socialLinks.properties?.order?.default ?? []) as readonly SocialNetwork[];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const NETWORKS: ReadonlySet<string> = new Set(DEFAULT_SOCIAL_ORDER);

/** Older content calls X "twitter". */
function normalise(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower === 'twitter' ? 'x' : lower;
}

/**
 * The links to show, in order: the explicit `order` when given (unknown names ignored, networks
 * it leaves out follow in the default order), else the default order. Only networks with a URL.
 */
export function orderSocialLinks(
  urls: Partial<Record<string, string | null | undefined>>,
  order?: readonly string[] | null,
): SocialLink[] {
  const byNetwork = new Map<string, string>();
  for (const [name, url] of Object.entries(urls)) {
    const key = normalise(name);
    if (NETWORKS.has(key) && typeof url === 'string' && url.trim() !== '' && !byNetwork.has(key)) {
      byNetwork.set(key, url.trim());
    }
  }
  const sequence: string[] = [];
  for (const name of [...(order ?? []).map(normalise), ...DEFAULT_SOCIAL_ORDER]) {
    if (NETWORKS.has(name) && !sequence.includes(name)) sequence.push(name);
  }
  return sequence.flatMap((network) => {
    const url = byNetwork.get(network);
    return url ? [{ network: network as SocialNetwork, url }] : [];
  });
}
