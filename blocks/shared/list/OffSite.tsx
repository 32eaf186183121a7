// A list block needs the site around it: the page URL (its state) and the query cache (its data). Rendered without
// them (a schema example, a story), it shows its heading and a note instead of failing.
import type { ReactNode } from 'react';
import { useOnSite } from '../on-site';

interface OffSiteListProps {
  /** The block's class (`blk-catalog`, `blk-dir`); the heading is its `__heading`. */
  block: string;
  label: string;
  /** Shown as the block's heading when given. */
  heading?: string;
  children: ReactNode;
}

/** The block's heading (when it has one) and a note saying where its list will appear. */
export function OffSiteList({ block, label, heading, children }: OffSiteListProps) {
  return (
    <section className={block} aria-label={label}>
      {heading ? <h2 className={`${block}__heading`}>{heading}</h2> : null}
      <p>{children}</p>
    </section>
  );
}

/** The list (`children`) on the site; outside it, OffSiteList with `note`. */
export function SiteList({ note, children, ...offSite }: Omit<OffSiteListProps, 'children'> & { note: ReactNode; children: ReactNode }) {
  return useOnSite() ? children : <OffSiteList {...offSite}>{note}</OffSiteList>;
}
