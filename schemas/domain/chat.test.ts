import { describe, expect, it } from 'vitest';
import { chatRoomOf, isChatRoomId } from './chat';

describe('chat rooms', () => {
  it('global, session rooms and named rooms are room ids; anything else is not', () => {
    for (const id of ['global', 'session:s-101', 'keynote-day1-qa']) expect(isChatRoomId(id), id).toBe(true);
    for (const id of ['', 'Global', 'session:', 'session:a b', '-x', 'a'.repeat(65), 'x/y']) expect(isChatRoomId(id), id).toBe(false);
  });

  it('a widget appId that is not a room id still names one room', () => {
    expect(chatRoomOf('session:s-101')).toBe('session:s-101');
    expect(chatRoomOf('Global Lounge')).toBe('global-lounge');
    expect(chatRoomOf('!!!')).toBe('global');
  });
});
