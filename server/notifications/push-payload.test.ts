// The push message: only the rule's fields, and always small enough for one push message (4096 bytes encrypted).
import { describe, expect, it } from 'vitest';
import { encodePushMessage, MAX_PUSH_BYTES, pushMessageOf } from './push-payload.js';
import type { SentPayload } from './sender.js';

const sent = (overrides: Partial<SentPayload> = {}): SentPayload => ({
  name: 'Rule', title: 'Title', body: 'Body', category: 'Announcement',
  action1Name: null, action1Link: null, action2Name: null, action2Link: null, ...overrides,
});

describe('push messages', () => {
  it('carry only present fields: an action needs a name, the click goes to the first link or the site', () => {
    expect(pushMessageOf('7', sent(), null)).toEqual({ title: 'Title', body: 'Body', tag: 'notification-7', data: { url: '/' } });
    expect(pushMessageOf('7', sent({ action2Name: 'Later', action2Link: '/en/x', action1Link: '/en/y', badge2: '/b.png', appIcon: '' }), '31')).toEqual({
      title: 'Title', body: 'Body', tag: 'notification-7', data: { url: '/en/y', notificationId: '31' },
      actions: [{ action: 'action2', title: 'Later', link: '/en/x', badge: '/b.png' }],
    });
  });

  it('fit one push message: images, badges and icon go first, the body is shortened to 200 characters before the links go', () => {
    const url = (c: string) => `https://cdn.nimbus.example/${c.repeat(1900)}`;
    const long = sent({
      title: 'T'.repeat(200), body: 'é🎉'.repeat(700), appIcon: url('i'), bigImage: url('b'),
      action1Name: 'One', action1Link: url('1'), badge1: url('x'), action2Name: 'Two', action2Link: url('2'), badge2: url('y'),
    });
    const encoded = encodePushMessage(pushMessageOf('9', long, '1'));
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(MAX_PUSH_BYTES);
    const message = JSON.parse(encoded) as Record<string, unknown>;
    expect(message.title).toBe('T'.repeat(200));
    expect(message).not.toHaveProperty('image');
    expect(message).not.toHaveProperty('icon');
    expect(message.tag).toBe('notification-9');
    const body = String(message.body);
    expect(body).toMatch(/^(é🎉)*é?🎉?…$/u);
    expect([...body].length).toBeGreaterThan(200);
    expect(message).toMatchObject({ data: { url: url('1'), notificationId: '1' } });

    const medium = sent({ body: 'b'.repeat(2000), bigImage: url('b'), appIcon: '/icon.png' });
    const kept = JSON.parse(encodePushMessage(pushMessageOf('9', medium, null))) as Record<string, unknown>;
    expect(kept).toMatchObject({ body: 'b'.repeat(2000), icon: '/icon.png' });
    expect(kept).not.toHaveProperty('image');
    const small = pushMessageOf('9', sent({ bigImage: '/big.png' }), null);
    expect(JSON.parse(encodePushMessage(small))).toEqual(small);
  });
});
