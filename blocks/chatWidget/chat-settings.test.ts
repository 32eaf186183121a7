import { describe, expect, it } from 'vitest';
import { CHAT_DEFAULTS, externalLoaderOf, placeholderIndex, widgetChatSettings } from './chat-settings';

describe('the chat settings the widget reads', () => {
  it('take the documented defaults: chat on, 3000 ms rotation, anonymous allowed, 1000 ms rate limit, the built-in chat', () => {
    expect(widgetChatSettings(undefined)).toEqual(CHAT_DEFAULTS);
    expect(CHAT_DEFAULTS).toMatchObject({ enableChat: true, placeholderRotationIntervalMs: 3000, showAnonymously: true, chatMessageActionRateLimitMs: 1000, loaderScriptSrc: null });
  });

  it('read the chat group, ignoring values of the wrong kind', () => {
    const read = widgetChatSettings({
      chat: { enableChat: false, placeholderRotationIntervalMs: 5000, chatPlaceholderKeys: ['translate.a', 3, ''], showAnonymously: false, chatMessageActionRateLimitMs: -1, loaderScriptSrc: 'javascript:x' },
    });
    expect(read).toEqual({ enableChat: false, placeholderRotationIntervalMs: 5000, chatPlaceholderKeys: ['translate.a'], showAnonymously: false, chatMessageActionRateLimitMs: 1000, loaderScriptSrc: null });
  });

  it("an external loader: the widget's own scriptSrc, else the site's, else none (the built-in chat)", () => {
    const site = widgetChatSettings({ chat: { loaderScriptSrc: 'https://chat.example/site.js' } });
    expect(externalLoaderOf('https://cdn.example/loader.js', site)).toBe('https://cdn.example/loader.js');
    expect(externalLoaderOf(undefined, site)).toBe('https://chat.example/site.js');
    expect(externalLoaderOf(undefined, CHAT_DEFAULTS)).toBeNull();
  });

  it('rotates the placeholder every interval, round and round; one or none does not rotate', () => {
    expect([0, 2999, 3000, 6000, 9000, 12_500].map((ms) => placeholderIndex(ms, 3000, 3))).toEqual([0, 0, 1, 2, 0, 1]);
    expect(placeholderIndex(9000, 3000, 1)).toBe(0);
    expect(placeholderIndex(9000, 0, 3)).toBe(0);
  });
});
