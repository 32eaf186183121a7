import { describe, expect, it } from 'vitest';
import type { TickerMessage } from '../../schemas/api-types';
import { isDue, visibleMessages } from './ticker-rules';

const message = (id: string, startsAt: string, endsAt: string): TickerMessage => ({
  id, text: id, startsAt, endsAt, updatedAt: startsAt, updatedBy: 'Editor',
});

describe('live-now ticker rules', () => {
  const messages = [
    message('a', '2027-05-18T10:00:00Z', '2027-05-18T10:10:00Z'),
    message('b', '2027-05-18T10:05:00Z', '2027-05-18T10:30:00Z'),
  ];

  it('shows a message from its start until (not including) its end', () => {
    expect(visibleMessages(messages, Date.parse('2027-05-18T09:59:59Z'))).toEqual([]);
    expect(visibleMessages(messages, Date.parse('2027-05-18T10:00:00Z')).map((m) => m.id)).toEqual(['a']);
    expect(visibleMessages(messages, Date.parse('2027-05-18T10:09:59Z')).map((m) => m.id)).toEqual(['a', 'b']);
    expect(visibleMessages(messages, Date.parse('2027-05-18T10:10:00Z')).map((m) => m.id)).toEqual(['b']);
    expect(visibleMessages(messages, Date.parse('2027-05-18T10:30:00Z'))).toEqual([]);
  });

  it('asks again once the next change the server named has come', () => {
    const answer = { nextChangeAt: '2027-05-18T10:10:00Z' };
    expect(isDue(answer, Date.parse('2027-05-18T10:09:59Z'))).toBe(false);
    expect(isDue(answer, Date.parse('2027-05-18T10:10:00Z'))).toBe(true);
    expect(isDue({ nextChangeAt: null }, Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isDue(undefined, 0)).toBe(false);
  });
});
