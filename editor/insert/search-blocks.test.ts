import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { blockEntries, createBlockSearch, groupEntries, INSERT_SEARCH_THRESHOLD } from './search-blocks';
import { blockGroups } from '../../schemas';

const entries = blockEntries(registry);
const search = createBlockSearch(entries);

describe('insert dialog search', () => {
  it('uses the spec threshold of 0.4', () => {
    expect(INSERT_SEARCH_THRESHOLD).toBe(0.4);
  });

  it('finds a block by a misspelt title', () => {
    expect(search('secton headng').map((e) => e.type)).toContain('sectionHeading');
    expect(search('countdwn')[0]?.type).toBe('countdown');
  });

  it('answers nothing for text that matches no block', () => {
    expect(search('zzqxw')).toEqual([]);
  });

  it('answers every block for an empty query, grouped by x-group in the spec order', () => {
    expect(search('  ')).toHaveLength(entries.length);
    const groups = groupEntries(search('')).map((g) => g.group);
    expect(groups).toEqual(blockGroups.filter((g) => groups.includes(g)));
    const layout = groupEntries(entries).find((g) => g.group === 'Layout');
    expect(layout?.entries.map((e) => e.type)).toContain('sectionHeading');
  });

  it('ranks results by fuse score: "hero" lists the hero blocks first, the header banner too', () => {
    const hero = search('hero').map((e) => e.type);
    expect(hero.slice(0, 2).sort()).toEqual(['heroImageBlade', 'videoHero']);
    expect(hero).toEqual(expect.arrayContaining(['headerBanner']));
    expect(hero).toHaveLength(3);
    // The first group of the grouped list holds the best match, first.
    const first = groupEntries(search('hero'), true)[0]?.entries[0]?.type;
    expect(['heroImageBlade', 'videoHero']).toContain(first);
  });

  it('leaves out results whose combined score is above the threshold ("vid" is the video hero, not 17 types)', () => {
    const vid = search('vid');
    expect(vid[0]?.type).toBe('videoHero');
    expect(vid.length).toBeLessThanOrEqual(2);
    expect(search('card').map((e) => e.type).slice(0, 2).sort()).toEqual(['cardScroller', 'festivalCards']);
  });

  it('matches each word of a query, as typed so far ("hero blad" is the hero image blade)', () => {
    expect(search('hero blad').map((e) => e.type)).toEqual(['heroImageBlade']);
    expect(search('session cat')[0]?.type).toBe('sessionCatalog');
  });

  it('finds the Faq group\'s blocks by "faq" (a group name, and a synonym of the drawer)', () => {
    const faq = search('faq');
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.map((e) => e.group)).toEqual(faq.map(() => 'Faq'));
    expect(faq.map((e) => e.type)).toEqual(entries.filter((e) => e.group === 'Faq').map((e) => e.type));
  });

  it('finds by group name: "social" lists every block of the Social group', () => {
    const social = search('social').map((e) => e.type).sort();
    expect(social).toEqual(entries.filter((e) => e.group === 'Social').map((e) => e.type).sort());
  });

  it('finds by synonym: "video" is the video hero then the studio player, "speakers" the speaker blocks', () => {
    expect(search('video').map((e) => e.type)).toEqual(['videoHero', 'studioPlayer']);
    const speakers = search('speakers').map((e) => e.type);
    expect(speakers.slice(0, 2).sort()).toEqual(['featuredSpeakers', 'speakerDirectory']);
    expect(speakers).toContain('speakerDetail');
    expect(search('accordion').map((e) => e.type)).toEqual(['drawer']);
  });
});
