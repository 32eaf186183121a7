import { describe, expect, it } from 'vitest';
import { failoverUrlOf, isPlayerMessage, originOf, PLAYER_ERROR_MESSAGE, SESSION_END_MESSAGE } from './failover';

describe('backup stream rules', () => {
  it('offers the failover URL, with autoplay=1, only for a live stream with the flag on', () => {
    const session = { failoverVideoUrl: 'https://backup.example/live/KEY101.m3u8' };
    expect(failoverUrlOf(session, true, true)).toBe('https://backup.example/live/KEY101.m3u8?autoplay=1');
    expect(failoverUrlOf(session, true, false)).toBeNull();
    expect(failoverUrlOf(session, false, true)).toBeNull();
  });

  it('a failover URL that is not http(s) gives no URL', () => {
    expect(failoverUrlOf({ failoverVideoUrl: '' }, true, true)).toBeNull();
    expect(failoverUrlOf({ failoverVideoUrl: 'javascript:alert(1)' }, true, true)).toBeNull();
    expect(failoverUrlOf({ failoverVideoUrl: '/live/backup' }, true, true)).toBeNull();
  });

  it('reads the player events as a bare name or as the type or event of an object', () => {
    expect(isPlayerMessage('error', PLAYER_ERROR_MESSAGE)).toBe(true);
    expect(isPlayerMessage({ type: 'error' }, PLAYER_ERROR_MESSAGE)).toBe(true);
    expect(isPlayerMessage({ event: 'sessionend' }, SESSION_END_MESSAGE)).toBe(true);
    expect(isPlayerMessage({ type: 'height', value: 400 }, PLAYER_ERROR_MESSAGE)).toBe(false);
    expect(isPlayerMessage(null, PLAYER_ERROR_MESSAGE)).toBe(false);
  });

  it('knows the origin of a URL', () => {
    expect(originOf('https://player.example/live?x=1')).toBe('https://player.example');
    expect(originOf('not a url')).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});
