import type { MenuItem } from '../../schemas/api-types';
import { checkGate, type GatePhase, type GateUser } from './check-gate';
import { localHref } from './MenuLink';
import { pathBelowLanguage } from './navigation';
import { routeForPath } from './server-data';

export interface MenuViewer extends GateUser {
  language: string;
  languages: readonly string[];
  features: Readonly<Record<string, boolean>>;
  phase: GatePhase;
}

/**
 * Whether a menu item links to a page that would answer this viewer with not found (the site editors' screens:
 * docs/behaviour/routes-and-gates.md, Route gates). Such a page pretends not to exist for them, so a menu must not
 * offer it either; settings may list it for everyone (the account menu's "Notification rules").
 */
export function hiddenFromViewer(item: MenuItem, viewer: MenuViewer): boolean {
  const local = item.href ? localHref(item.href, viewer.language, viewer.languages) : null;
  const gate = local === null ? undefined : routeForPath(pathBelowLanguage(local.split(/[?#]/)[0] ?? ''))?.gate;
  return gate?.denied === 'not-found' && checkGate(gate, viewer, viewer.features, viewer.phase) !== 'allow';
}
