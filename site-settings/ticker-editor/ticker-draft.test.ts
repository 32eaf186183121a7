import { describe, expect, it } from 'vitest';
import { checkDraft, newDraft, statusOf, TICKER_TEXT_MAX } from './ticker-draft';
import { inputClock } from '../notification-rules/rule-time';

const clock = inputClock('Europe/Berlin');

describe('ticker draft', () => {
  it('starts now (to the minute, on the event clock) and lasts 30 minutes', () => {
    expect(newDraft(Date.parse('2027-05-18T08:00:42Z'), clock)).toEqual({ text: '', starts: '2027-05-18T10:00', ends: '2027-05-18T10:30' });
  });

  it('sends the trimmed text and the instants the event clock means', () => {
    expect(checkDraft({ text: '  Doors open  ', starts: '2027-05-18T10:00', ends: '2027-05-18T10:05' }, clock)).toEqual({
      body: { text: 'Doors open', startsAt: '2027-05-18T08:00:00.000Z', endsAt: '2027-05-18T08:05:00.000Z' },
    });
  });

  it('names each field that is wrong', () => {
    expect(checkDraft({ text: '  ', starts: '', ends: '' }, clock)).toEqual({
      errors: {
        text: 'translate.site-settings.ticker.form.error.text',
        starts: 'translate.site-settings.ticker.form.error.starts',
        ends: 'translate.site-settings.ticker.form.error.ends',
      },
    });
    expect(checkDraft({ text: 'x'.repeat(TICKER_TEXT_MAX + 1), starts: '2027-05-18T10:00', ends: '2027-05-18T10:00' }, clock)).toEqual({
      errors: { text: 'translate.site-settings.ticker.form.error.text-long', ends: 'translate.site-settings.ticker.form.error.order' },
    });
    expect(TICKER_TEXT_MAX).toBe(280);
  });

  it('tells scheduled, showing and ended messages apart', () => {
    const m = { startsAt: '2027-05-18T08:00:00Z', endsAt: '2027-05-18T08:05:00Z' };
    expect(statusOf(m, Date.parse('2027-05-18T07:59:59Z'))).toBe('scheduled');
    expect(statusOf(m, Date.parse('2027-05-18T08:00:00Z'))).toBe('live');
    expect(statusOf(m, Date.parse('2027-05-18T08:05:00Z'))).toBe('ended');
  });
});
