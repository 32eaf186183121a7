// A link to a site page that works with or without a router: a router link on the site, a plain link outside it
// (schema examples, stories, design screens), so blocks need not check for the router themselves.
import type { AnchorHTMLAttributes } from 'react';
import { useInRouterContext } from 'react-router';
import { RouterLink } from '../../renderer';

export function SiteLink({ href, ...rest }: { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return useInRouterContext() ? <RouterLink to={href} {...rest} /> : <a href={href} {...rest} />;
}
