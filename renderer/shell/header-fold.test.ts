import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../schemas/api-types';
import { foldBelow } from './Header';

const text = (name: string) => name;
// The demo's menus (server/demo/settings.ts) as the header shows them.
const anonymous = { en: ['Home', 'Agenda*', 'Sponsors*', 'Event guide*', 'Blog'], de: ['Startseite', 'Programm*', 'Sponsoren*', 'Veranstaltungsführer*', 'Blog'] };
const signedIn = {
  en: [...anonymous.en.slice(0, 4), 'Attendees', 'Evaluations', 'Blog'],
  de: [...anonymous.de.slice(0, 4), 'Teilnehmende', 'Bewertungen', 'Blog'],
};
// A name ending in * has a sub-menu.
const labels = (list: string[]): MenuItem[] =>
  list.map((l) => (l.endsWith('*') ? { name: l.slice(0, -1), subMenu: [{ name: 'x', href: '/x' }] } : { name: l, href: '/x' }));

describe('where the main menu folds into the menu button', () => {
  it('leaves a short menu open down to 960 px and folds longer ones under the width their labels need', () => {
    expect(foldBelow(labels(anonymous.en), text, false)).toBeUndefined();
    expect(foldBelow(labels(anonymous.de), text, false)).toBe(1200);
    expect(foldBelow(labels(signedIn.en), text, true)).toBe(1360);
    // Wider than the header's 1400 px frame: folded at every width.
    expect(foldBelow(labels(signedIn.de), text, true)).toBe('wide');
    expect(foldBelow([], text, true)).toBeUndefined();
  });
});
