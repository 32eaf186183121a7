// The outside of a directory block: on the site the directory itself; without the site around it (a schema example,
// a story: no page URL, no query cache) its heading and a note instead of failing.
import type { ComponentType } from 'react';
import type { BlockComponentProps } from '../../../renderer';
import { SiteList } from '../list/OffSite';

export function DirectoryBlock<P extends { heading?: string }>({
  block,
  label,
  directory: Directory,
}: {
  block: BlockComponentProps<P>;
  /** What the directory lists ('Speakers'): its name without a heading, and the off-site note's subject. */
  label: string;
  directory: ComponentType<BlockComponentProps<P>>;
}) {
  const { heading } = block.props;
  return (
    <SiteList block="blk-dir" label={heading ?? label} heading={heading} note={`The ${label.toLowerCase()}, their search and paging show here on the site.`}>
      <Directory {...block} />
    </SiteList>
  );
}
