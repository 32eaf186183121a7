import { describe, expect, it } from 'vitest';
import { liveHelpShown, type LiveHelpPlace } from './live-help';

const place = (over: Partial<LiveHelpPlace> = {}): LiveHelpPlace => ({
  liveHelpAppId: 'nimbus-help-cont', signedIn: true, editing: false, pathname: '/en/home', language: 'en', chatOnlyRoutes: ['/globalchat', '/chat-keynote/'], ...over,
});

describe('where the live-help button shows', () => {
  it('on every page of a signed-in visitor while the settings name a help app', () => {
    expect(liveHelpShown(place())).toBe(true);
    expect(liveHelpShown(place({ pathname: '/de/sessions/s1' , language: 'de' }))).toBe(true);
  });

  it('never for anonymous visitors, without liveHelpAppId, or in an edit mode', () => {
    expect(liveHelpShown(place({ signedIn: false }))).toBe(false);
    expect(liveHelpShown(place({ liveHelpAppId: '' }))).toBe(false);
    expect(liveHelpShown(place({ liveHelpAppId: undefined }))).toBe(false);
    expect(liveHelpShown(place({ editing: true }))).toBe(false);
  });

  it('not on the chat-only routes (trailing slashes aside), the help desk or the settings editor', () => {
    expect(liveHelpShown(place({ pathname: '/en/globalchat' }))).toBe(false);
    expect(liveHelpShown(place({ pathname: '/en/chat-keynote' }))).toBe(false);
    expect(liveHelpShown(place({ pathname: '/en/globalchat/' }))).toBe(false);
    expect(liveHelpShown(place({ pathname: '/en/live-help-desk' }))).toBe(false);
    expect(liveHelpShown(place({ pathname: '/en/editor' }))).toBe(false);
  });
});
