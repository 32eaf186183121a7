// The catalog transitions of docs/behaviour/catalog.md and the constants of docs/behaviour/catalog.md, as pure functions.
import { describe, expect, it } from 'vitest';
import { viewerKeyOrAnonymous } from '../../api-client';
import {
  clearAll,
  clearTime,
  queryParams,
  readCatalogParams,
  refinementCount,
  selectDay,
  setToggle,
  showsTimeChip,
  toggleFilter,
  toggleOn,
  updateTime,
  viewerParams,
  writeCatalogParams,
} from './catalog-state';
import { pageWindow } from '../shared/list/page-window';
import { sessionBadge } from './SessionTile';

describe('catalog URL', () => {
  it('reads and writes the toggles, and drops a start after the end', () => {
    const read = readCatalogParams(
      '?spaceAvailable=true&onDemand=false&liveAndUpcoming=true&recorded=false&favorites=true&start=600&end=540',
    );
    expect(read).toEqual({ spaceAvailable: true, liveAndUpcoming: true, recorded: false, favorites: true });
    expect(writeCatalogParams('', read)).toBe(
      '?spaceAvailable=true&liveAndUpcoming=true&favorites=true&recorded=false',
    );
    expect(
      readCatalogParams(
        writeCatalogParams('?source=mail', {
          day: '2027-05-19',
          start: 540,
          end: 720,
          filter: ['level>300'],
        }),
      ),
    ).toEqual({
      day: '2027-05-19',
      start: 540,
      end: 720,
      filter: ['level>300'],
    });
  });

  it('asks the API for favorites only for a signed-in visitor', () => {
    expect(viewerParams({ favorites: true, search: 'ai' }, false)).toEqual({ search: 'ai' });
    expect(viewerParams({ favorites: true }, true)).toEqual({ favorites: true });
    expect(viewerKeyOrAnonymous(null)).toBe('anonymous');
    expect(viewerKeyOrAnonymous({ eventProfileId: 'ep-1', cmsId: 'c-1' })).toBe('c-1');
  });

  it('asks the API for the narrowest of nested choices (values of one facet are ORed)', () => {
    const state = { filter: ['solutionArea>AI', 'solutionArea>AI>Agents', 'level>300', 'solutionArea>Data'] };
    expect(queryParams(state, false).filter).toEqual([
      'solutionArea>AI>Agents',
      'level>300',
      'solutionArea>Data',
    ]);
    expect(queryParams({ filter: ['level>300'] }, false)).toEqual({ filter: ['level>300'] });
  });

  it('shows 5 page links, 3 on small screens', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 20, 3)).toEqual([6, 7, 8]);
    expect(pageWindow(20, 20, 3)).toEqual([18, 19, 20]);
    expect(pageWindow(1, 2, 3)).toEqual([1, 2]);
  });
});

describe('catalog transitions (docs/behaviour/catalog.md)', () => {
  const onPage3 = { currentPage: 3, sortBy: 'desc' as const };

  it('day and time actions go back to page 1', () => {
    expect(selectDay(onPage3, '2027-05-18')).toEqual({
      sortBy: 'desc',
      day: '2027-05-18',
      currentPage: undefined,
    });
    expect(selectDay({ ...onPage3, day: '2027-05-18' }, undefined).day).toBeUndefined();
    expect(updateTime(onPage3, 540, 720)).toMatchObject({ start: 540, end: 720, currentPage: undefined });
    expect(clearTime({ ...onPage3, day: '2027-05-18', start: 540, end: 720 })).toEqual({
      sortBy: 'desc',
      currentPage: undefined,
      day: undefined,
      start: undefined,
      end: undefined,
    });
  });

  it('time update: the day ends stay out of the URL, and an end passed by the start gives way', () => {
    expect(updateTime({}, 0, 1440)).toMatchObject({ start: undefined, end: undefined });
    expect(updateTime({ start: 540, end: 600 }, 660, 600)).toMatchObject({ start: 660, end: undefined });
    expect(updateTime({ start: 540, end: 600 }, 540, 480)).toMatchObject({ start: undefined, end: 480 });
  });

  it('shows the time chip under 23.5 hours only (docs/behaviour/catalog.md)', () => {
    expect(showsTimeChip({})).toBe(false);
    expect(showsTimeChip({ start: 0, end: 1440 })).toBe(false);
    expect(showsTimeChip({ start: 30 })).toBe(false); // 23.5 h exactly
    expect(showsTimeChip({ start: 60 })).toBe(true);
    expect(showsTimeChip({ end: 1380 })).toBe(true);
  });

  it('facet toggle, add, remove and clear go back to page 1; clearing with defaults stores null', () => {
    const on = toggleFilter(onPage3, 'level>300', true, false);
    expect(on).toEqual({ sortBy: 'desc', filter: ['level>300'], currentPage: undefined });
    const nested = toggleFilter(
      toggleFilter(on, 'solutionArea>ai', true, false),
      'solutionArea>ai>agents',
      true,
      false,
    );
    expect(nested.filter).toEqual(['level>300', 'solutionArea>ai', 'solutionArea>ai>agents']);
    // Removing a parent removes its nested choices.
    expect(toggleFilter(nested, 'solutionArea>ai', false, false).filter).toEqual(['level>300']);
    expect(toggleFilter(on, 'level>300', false, false).filter).toBeUndefined();
    expect(toggleFilter(on, 'level>300', false, true).filter).toEqual(['null']);
    expect(clearAll({ ...on, search: 'ai', pageSize: 24, day: '2027-05-18', onDemand: true }, true)).toEqual({
      search: 'ai',
      sortBy: 'desc',
      pageSize: 24,
      filter: ['null'],
    });
  });

  it('toggles: live and upcoming turns favorites off; recorded and not recorded exclude each other', () => {
    const fav = setToggle(onPage3, 'favorites', true);
    expect(fav).toMatchObject({ favorites: true, currentPage: undefined });
    expect(setToggle(fav, 'liveAndUpcoming', true)).toMatchObject({
      liveAndUpcoming: true,
      favorites: undefined,
    });
    const recorded = setToggle({}, 'recorded', true);
    expect(toggleOn(recorded, 'recorded')).toBe(true);
    const not = setToggle(recorded, 'notRecorded', true);
    expect([toggleOn(not, 'recorded'), toggleOn(not, 'notRecorded')]).toEqual([false, true]);
    expect(setToggle(not, 'notRecorded', false).recorded).toBeUndefined();
    expect(
      refinementCount({ filter: ['null', 'level>300'], onDemand: true, day: '2027-05-18', start: 540 }),
    ).toBe(4);
  });
});

describe('session badge (docs/behaviour/catalog.md)', () => {
  const session = {
    startDateTime: '2027-05-18T16:00:00Z',
    endDateTime: '2027-05-18T17:00:00Z',
    hasOnDemand: false,
  };
  it('is live between start and end, then on demand when available, else ended', () => {
    expect(sessionBadge(session, Date.parse('2027-05-18T15:59:00Z'))).toBeNull();
    expect(sessionBadge(session, Date.parse('2027-05-18T16:30:00Z'))).toBe('live');
    expect(sessionBadge(session, Date.parse('2027-05-18T17:00:00Z'))).toBe('ended');
    expect(sessionBadge({ ...session, hasOnDemand: true }, Date.parse('2027-05-19T00:00:00Z'))).toBe(
      'on-demand',
    );
    expect(
      sessionBadge({ startDateTime: null, endDateTime: null, hasOnDemand: true } as never, Date.now()),
    ).toBeNull();
  });
});
