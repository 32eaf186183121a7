import { describe, expect, it } from 'vitest';
import { chatRoomOf, isChatRoomId, studioRoomOf } from './chat';

describe('chat rooms', () => {
  it('the global room and session rooms are room ids; anything else is not', () => {
    for (const id of ['global', 'community', 'session:s-101', 'session:10001', 'studio:125733']) expect(isChatRoomId(id), id).toBe(true);
    for (const id of ['', 'Global', 'keynote-day1-qa', 'session:', 'session:a b', `session:${'a'.repeat(65)}`, 'studio:', 'x/y']) expect(isChatRoomId(id), id).toBe(false);
  });

  it('a widget appId that is not a room id (an external chat app) shows the global room', () => {
    expect(chatRoomOf('session:s-101')).toBe('session:s-101');
    expect(chatRoomOf('global-lounge')).toBe('global');
  });

  it("a studio player's Q&A room is studio:<appId>; a room id stays; an unusable appId shows the global room", () => {
    expect(studioRoomOf('125733')).toBe('studio:125733');
    expect(studioRoomOf('session:s-101')).toBe('session:s-101');
    expect(studioRoomOf('a b')).toBe('global');
    expect(studioRoomOf(undefined)).toBe('global');
  });
});
