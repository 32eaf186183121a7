// The outside of a directory block: on the site the directory itself; without the site around it (a schema example,
// a story: no page URL, no query cache) its heading and a note instead of failing.
import type { ReactNode } from 'react';
import { SiteList } from '../list/OffSite';

export function DirectoryBlock({ heading, label, children }: { heading: string | undefined; label: string; children: ReactNode }) {
  return (
    <SiteList block="blk-dir" label={heading ?? label} heading={heading} note={`The ${label.toLowerCase()}, their search and paging show here on the site.`}>
      {children}
    </SiteList>
  );
}
