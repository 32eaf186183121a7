import { describe, expect, it } from 'vitest';
import { chatRoomOf, isChatRoomId } from './chat';

describe('chat rooms', () => {
  it('the global room and session rooms are room ids; anything else is not', () => {
    for (const id of ['global', 'session:s-101', 'session:10001']) expect(isChatRoomId(id), id).toBe(true);
    for (const id of ['', 'Global', 'keynote-day1-qa', 'session:', 'session:a b', `session:${'a'.repeat(65)}`, 'x/y']) expect(isChatRoomId(id), id).toBe(false);
  });

  it('a widget appId that is not a room id (an external chat app) shows the global room', () => {
    expect(chatRoomOf('session:s-101')).toBe('session:s-101');
    expect(chatRoomOf('global-lounge')).toBe('global');
  });
});
