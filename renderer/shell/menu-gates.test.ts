import { describe, expect, it } from 'vitest';
import { hiddenFromViewer, type MenuViewer } from './menu-gates';

const viewer = (scopes: string[]): MenuViewer => ({
  signedIn: true,
  scopes,
  language: 'en',
  languages: ['en', 'de'],
  features: { enableProfile: true, showMeetings: false },
  phase: { id: null, lists: {} },
});
const notifications = { name: 'translate.profile.menu.notifications', href: '/en/notification-management-center' };

describe('menu items a viewer is not offered', () => {
  it('leaves out the notification rules for an attendee and a content editor: the page answers them not found', () => {
    expect(hiddenFromViewer(notifications, viewer(['attendee']))).toBe(true);
    expect(hiddenFromViewer(notifications, viewer(['contenteditor']))).toBe(true);
    expect(hiddenFromViewer({ name: 'Rule', href: '/notification-rules/edit/abc?x=1' }, viewer(['attendee']))).toBe(true);
  });

  it('offers them to a site editor', () => {
    expect(hiddenFromViewer(notifications, viewer(['siteeditor']))).toBe(false);
    expect(hiddenFromViewer({ name: 'Rule', href: '/de/notification-rules/abc' }, viewer(['siteeditor']))).toBe(false);
  });

  it('keeps links whose gate answers forbidden or nothing, and links off the site', () => {
    // Meetings answer forbidden (3403), which tells the visitor why: the link stays.
    expect(hiddenFromViewer({ name: 'Meetings', href: '/en/meetings' }, viewer(['attendee']))).toBe(false);
    expect(hiddenFromViewer({ name: 'Profile', href: '/en/user/profile' }, viewer(['attendee']))).toBe(false);
    expect(hiddenFromViewer({ name: 'Blog', href: 'https://blog.example.com/notification-management-center' }, viewer([]))).toBe(false);
    expect(hiddenFromViewer({ name: 'Group' }, viewer([]))).toBe(false);
  });
});
