import { describe, expect, it } from 'vitest';
import type { NotificationRuleSummary } from '../../api-client/editing';
import { filterRules, isFiltered, noFilters } from './rule-filters';

const summary = (name: string, status: 0 | 1 | 2, subType: 0 | 1, categories: NotificationRuleSummary['rule']['categories']): NotificationRuleSummary => ({
  rule: {
    notificationID: name.toLowerCase().replace(/\W+/g, '-'), notificationName: name, notificationTypes: [1], notificationSubType: subType,
    attendeeRegistrationTypes: ['digital'], categories, title: name, body: name, startDate: '2026-11-21T09:00:00.000Z', status,
  },
  nextSend: null, instances: 0, sent: 0, delivered: 0, failed: 0,
});
const rules = [
  summary('Doors open', 0, 1, ['Announcement']),
  summary('Keynote reminder', 2, 0, ['Reminders', 'Events']),
  summary('App update 2.1', 1, 1, ['AppUpdates']),
  summary('Lunch is served', 2, 1, ['Announcement', 'Informational']),
];
const names = (list: NotificationRuleSummary[]) => list.map((s) => s.rule.notificationName);

describe('the management center filters', () => {
  it('keep the server order without filters', () => {
    expect(names(filterRules(rules, noFilters))).toEqual(['Doors open', 'Keynote reminder', 'App update 2.1', 'Lunch is served']);
    expect(isFiltered(noFilters)).toBe(false);
  });

  it('narrow by status, sub type and category, together', () => {
    expect(names(filterRules(rules, { ...noFilters, status: '2' }))).toEqual(['Keynote reminder', 'Lunch is served']);
    expect(names(filterRules(rules, { ...noFilters, subType: '0' }))).toEqual(['Keynote reminder']);
    expect(names(filterRules(rules, { ...noFilters, category: 'Announcement' }))).toEqual(['Doors open', 'Lunch is served']);
    expect(names(filterRules(rules, { ...noFilters, status: '2', category: 'Announcement', subType: '1' }))).toEqual(['Lunch is served']);
    expect(isFiltered({ ...noFilters, status: '0' })).toBe(true);
  });

  it('find names by a fuzzy search, typos included', () => {
    expect(names(filterRules(rules, { ...noFilters, search: 'keynote' }))).toEqual(['Keynote reminder']);
    expect(names(filterRules(rules, { ...noFilters, search: 'remnder' }))).toEqual(['Keynote reminder']);
    expect(names(filterRules(rules, { ...noFilters, search: 'lnch served' }))).toEqual(['Lunch is served']);
    expect(names(filterRules(rules, { ...noFilters, search: 'door' }))).toEqual(['Doors open']);
    expect(names(filterRules(rules, { ...noFilters, search: 'served', status: '0' }))).toEqual([]);
    expect(names(filterRules(rules, { ...noFilters, search: '   ' }))).toHaveLength(4);
  });
});
