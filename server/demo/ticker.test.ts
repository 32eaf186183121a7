import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../schemas';
import { PHASES } from './calendar';
import { generateTicker } from './ticker';

describe('the demo ticker', () => {
  it('gives every environment messages inside the live phase, each ending after it starts', () => {
    const messages = generateTicker();
    const live = Date.parse(PHASES.find((p) => p.id === 'live')!.start);
    const post = Date.parse(PHASES.find((p) => p.id === 'post-event')!.start);
    for (const env of ENVIRONMENTS) expect(messages.filter((m) => m.environment === env).length).toBeGreaterThanOrEqual(2);
    for (const m of messages) {
      expect(Date.parse(m.startsAt)).toBeGreaterThanOrEqual(live);
      expect(Date.parse(m.endsAt)).toBeGreaterThan(Date.parse(m.startsAt));
      expect(Date.parse(m.endsAt)).toBeLessThanOrEqual(post);
      expect(m.text.length).toBeLessThanOrEqual(280);
    }
    expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
  });
});
