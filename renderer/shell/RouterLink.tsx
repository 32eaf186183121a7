import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (the shell's links never point off-site through this component). */
  to: To;
  replace?: boolean;
}

/**
 * The shell's in-app link: React Router's useHref and useLinkClickHandler, the two halves its own Link is built from,
 * without Link's framework-mode prefetching, which this declarative router never uses but which came along with Link
 * into the attendee bundle. Clicks with a modifier key, another target or a prevented default are left to the browser,
 * as with Link.
 */
export function RouterLink({ to, replace, onClick, target, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
