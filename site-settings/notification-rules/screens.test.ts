import { describe, expect, it } from 'vitest';
import { screenOf } from './screens';

describe('the notification rule screen of a path', () => {
  it('tells the five routes apart, create before the rule id it could be taken for', () => {
    expect(screenOf('/en/notification-management-center')).toBe('center');
    expect(screenOf('/de/notification-rules/create')).toBe('create');
    expect(screenOf('/en/notification-rules/edit/abc-1')).toBe('edit');
    expect(screenOf('/en/notification-rules/view-history/abc-1')).toBe('history');
    expect(screenOf('/en/notification-rules/abc-1')).toBe('detail');
  });
});
