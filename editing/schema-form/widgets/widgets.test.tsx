import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api-client';
import { createI18n, I18nextProvider, loadSanitizer } from '../../../renderer';
import type { JsonSchema } from '../../../schemas';
import { setAtPointer } from '../schema-nodes';
import { SchemaForm } from '../SchemaForm';
import { instantOfWallClock, wallClockOf } from './DateTimeWidget';
import type { FieldSources } from './field-sources';
import { altPropertyBeside } from './ImageWidget';
import { RichTextInput } from './RichTextInput';
import { fromEditorHtml, isSafeLinkHref, toEditorHtml } from './rich-text-html';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    body: { type: 'string', 'x-widget': 'richtext' },
    endTime: { type: 'string', format: 'date-time', 'x-widget': 'date-time' },
    image: { type: 'string', 'x-widget': 'image' },
    imageAltText: { type: 'string' },
    glyph: { type: 'string', 'x-widget': 'glyph' },
    blockedScope: { type: 'array', items: { type: 'string' }, 'x-widget': 'scopes' },
    requiresPhaseId: { type: 'array', items: { type: 'string' }, 'x-widget': 'phases' },
    requiresFeature: { type: 'array', items: { type: 'string' }, 'x-widget': 'features' },
    sessionIds: { type: 'array', items: { type: 'string' }, 'x-widget': 'session-picker' },
    width: { enum: [100, 50], 'x-widget': 'width-preset' },
    link: { type: 'string', 'x-widget': 'url' },
    speakerId: { type: 'string', 'x-widget': 'speaker-picker' },
    styles: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const sources: FieldSources = {
  eventTimeZone: 'Europe/Berlin',
  phases: [
    { value: 'pre', label: 'Before' },
    { value: 'live', label: 'Live' },
  ],
  features: [{ value: 'enableChat', label: 'enableChat' }],
  scopes: [
    { value: 'attendee-directory', label: 'attendee-directory' },
    { value: 'inperson', label: 'inperson' },
  ],
};

function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [value, setValue] = useState(initial);
  const [client] = useState(() => createQueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [i18n] = useState(() => createI18n({ language: 'en' }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SchemaForm schema={schema} value={value} sources={sources} onChange={(path, next) => setValue((old) => setAtPointer(old, path, next) as Record<string, unknown>)} />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Record<string, unknown>;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

// ProseMirror measures ranges to scroll the caret into view; jsdom lays nothing out.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe('rich text', () => {
  it.each([
    { stored: '<p>Hi <strong>there</strong></p>', edited: '<p>Hi <strong>there</strong></p>' },
    { stored: 'a < b\nline 2', edited: '<p>a &lt; b</p><p>line 2</p>' },
  ])('keeps HTML and turns plain text into paragraphs: $stored', ({ stored, edited }) => {
    expect(toEditorHtml(stored)).toBe(edited);
  });

  it.each([
    { edited: '<p></p>', stored: '' },
    { edited: '<p>x</p>', stored: '<p>x</p>' },
    { edited: '<p>x</p><p></p>', stored: '<p>x</p>' },
  ])('stores an empty document as "" and drops a trailing empty paragraph: $edited', ({ edited, stored }) => {
    expect(fromEditorHtml(edited)).toBe(stored);
  });

  it.each([
    { href: 'https://example.com', safe: true },
    { href: '/en/agenda', safe: true },
    { href: 'javascript:alert(1)', safe: false },
  ])('accepts only the link addresses the renderer keeps: $href', ({ href, safe }) => {
    expect(isSafeLinkHref(href)).toBe(safe);
  });

  it('is a labelled text box with a formatting toolbar whose HTML passes the sanitiser unchanged', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ body: '<p>Doors open <strong>early</strong></p><script>alert(1)</script>' }} />);
    // The editor loads lazily; until then a read-only text area holds the text.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'body' }).getAttribute('contenteditable')).toBe('true'));
    const box = screen.getByRole('textbox', { name: 'body' });
    // The script never reaches the editor, and showing the text changes nothing stored.
    expect(box.innerHTML).not.toContain('script');
    expect(current().body).toBe('<p>Doors open <strong>early</strong></p><script>alert(1)</script>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of body' });
    for (const name of ['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list']) expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    const html = String(current().body);
    const sanitizeHtml = await loadSanitizer();
    expect(html).toBe('<ul><li><p>Doors open <strong>early</strong></p></li></ul>');
    expect(sanitizeHtml(html)).toBe(html);
    await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Paragraph' }), 'Heading 3');
    expect(sanitizeHtml(String(current().body))).toBe(String(current().body));
  });
});

describe('rich text input', () => {
  it('reports nothing when it is only shown or enabled (a key\'s text loading), only edits', async () => {
    const onChange = vi.fn();
    const i18n = createI18n({ language: 'en' });
    const view = (disabled: boolean) => (
      <I18nextProvider i18n={i18n}>
        <RichTextInput id="t" label="text" value="<p>A <img src=x onerror=alert(1)> b</p>" onChange={onChange} disabled={disabled} />
      </I18nextProvider>
    );
    const { rerender } = render(view(true));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'text' }).getAttribute('contenteditable')).toBe('false'));
    rerender(view(false));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'text' }).getAttribute('contenteditable')).toBe('true'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('date-time', () => {
  // Between the stored UTC instant and the event zone's wall clock, across daylight saving.
  it.each([
    { instant: '2027-05-18T08:00:00Z', zone: 'Europe/Berlin', wallClock: '2027-05-18T10:00' },
    { instant: '2027-01-18T08:00:00Z', zone: 'Europe/Berlin', wallClock: '2027-01-18T09:00' },
    { instant: '2027-05-18T10:00:00+02:00', zone: 'America/New_York', wallClock: '2027-05-18T04:00' },
  ])('shows $instant in $zone as $wallClock', ({ instant, zone, wallClock }) => {
    expect(wallClockOf(instant, zone)).toBe(wallClock);
  });

  it.each([
    { wallClock: '2027-05-18T10:00', zone: 'Europe/Berlin', instant: '2027-05-18T08:00:00Z' },
    { wallClock: '2027-12-01T10:00', zone: 'Europe/Berlin', instant: '2027-12-01T09:00:00Z' },
  ])('stores $wallClock in $zone as $instant', ({ wallClock, zone, instant }) => {
    expect(instantOfWallClock(wallClock, zone)).toBe(instant);
  });

  it('shows the instant on the event clocks with the zone\'s name and stores what is typed as UTC', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ endTime: '2027-05-18T08:00:00Z' }} />);
    const field = screen.getByLabelText<HTMLInputElement>('endTime');
    expect(field.value).toBe('2027-05-18T10:00');
    expect(screen.getByText('Event time (Europe/Berlin)').id).toBe(field.getAttribute('aria-describedby')?.split(' ')[0]);
    await user.clear(field);
    await user.type(field, '2027-05-19T09:30');
    expect(current().endTime).toBe('2027-05-19T07:30:00Z');
  });
});

describe('image', () => {
  it('finds the alt-text property beside an image', () => {
    expect(altPropertyBeside(schema, '/image')).toBe('imageAltText');
    expect(altPropertyBeside(schema, '/image/mobile')).toBe('imageAltText');
    expect(altPropertyBeside({ type: 'object', properties: { logo: { type: 'string' } } }, '/logo')).toBeUndefined();
  });

  it('picks an image from the uploaded files, with a preview and alt-text guidance', async () => {
    const fetch = vi.fn(async (url: string) => {
      expect(url).toContain('/siteeditor/files');
      return json({ files: [{ id: 'a'.repeat(24) + '.png', url: `/api/files/${'a'.repeat(24)}.png`, name: 'stage.png', type: 'image/png', size: 10, uploadedAt: '2026-11-20T10:00:00.000Z' }] });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<Harness initial={{}} />);
    expect(screen.getByText('Describe the image in imageAltText for people who cannot see it (empty only if it is decoration).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose an uploaded image' }));
    const files = await screen.findByRole('region', { name: 'Uploaded images' });
    await user.click(await within(files).findByRole('button', { name: 'Use stage.png' }));
    expect(current().image).toBe(`/api/files/${'a'.repeat(24)}.png`);
    expect(screen.getByRole('img', { name: 'Preview of image' }).getAttribute('src')).toBe(`/api/files/${'a'.repeat(24)}.png`);
    expect(screen.getByLabelText<HTMLInputElement>('image').value).toBe(`/api/files/${'a'.repeat(24)}.png`);
  });

  it('uploads a new image from the field and uses it', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { name: string; type: string };
        expect(body).toMatchObject({ name: 'hall.png', type: 'image/png' });
        return json({ changed: true, id: 'b'.repeat(24) + '.png', url: `/api/files/${'b'.repeat(24)}.png`, name: 'hall.png', type: 'image/png', size: 4 });
      }
      return json({ files: [] });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    // jsdom's Blob has no arrayBuffer(); the browser's does.
    if (!Blob.prototype.arrayBuffer) {
      Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
        return new Promise<ArrayBuffer>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.readAsArrayBuffer(this);
        });
      };
    }
    const { container } = render(<Harness initial={{}} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'hall.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? current().image).toBe(`/api/files/${'b'.repeat(24)}.png`));
    expect(screen.getByText('Uploaded hall.png.')).toBeTruthy();
  });
});

describe('glyph, scopes, phases, features', () => {
  it('chooses an icon from the searchable set of drawings', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{}} />);
    const icons = screen.getByRole('radiogroup', { name: 'glyph' });
    await user.type(screen.getByRole('searchbox', { name: 'glyph: Find an icon' }), 'venue');
    expect(within(icons).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['on', 'location', 'map']);
    await user.click(within(icons).getByRole('radio', { name: 'map' }));
    expect(current().glyph).toBe('map');
    await user.click(within(icons).getByRole('radio', { name: 'No icon' }));
    expect(current().glyph).toBeUndefined();
  });

  it('edits scopes, phases and features as check boxes from the site\'s lists, keeping unknown values', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ blockedScope: ['legacy'] }} />);
    const scopes = screen.getByRole('group', { name: 'blockedScope' });
    expect(within(scopes).getByRole('checkbox', { name: 'legacy (not in the site’s list)' })).toHaveProperty('checked', true);
    await user.click(within(scopes).getByRole('checkbox', { name: 'inperson' }));
    expect(current().blockedScope).toEqual(['inperson', 'legacy']);
    await user.click(within(scopes).getByRole('checkbox', { name: 'legacy (not in the site’s list)' }));
    await user.click(within(scopes).getByRole('checkbox', { name: 'inperson' }));
    expect(current().blockedScope).toBeUndefined();
    const phases = screen.getByRole('group', { name: 'requiresPhaseId' });
    await user.click(within(phases).getByRole('checkbox', { name: 'Live (live)' }));
    await user.click(within(phases).getByRole('checkbox', { name: 'Before (pre)' }));
    expect(current().requiresPhaseId).toEqual(['pre', 'live']);
    const features = screen.getByRole('group', { name: 'requiresFeature' });
    await user.type(within(features).getByRole('textbox', { name: 'requiresFeature: Another value' }), 'enableBeta{Enter}');
    await user.click(within(features).getByRole('checkbox', { name: 'enableChat' }));
    expect(current().requiresFeature).toEqual(['enableChat', 'enableBeta']);
    // width-preset is an enum: a select.
    expect(screen.getByLabelText('width').tagName).toBe('SELECT');
  });
});

describe('url', () => {
  it('offers the site\'s pages while typing a link, and keeps any URL typed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{}} />);
    const link = screen.getByLabelText<HTMLInputElement>('link');
    const options = [...(link.list?.options ?? [])].map((o) => o.value);
    expect(options).toEqual(expect.arrayContaining(['/home', '/sessions', '/speakers', '/partners']));
    expect(options.some((o) => o.includes(':'))).toBe(false);
    await user.type(link, '/sessions?filter=isPopular>true');
    expect(current().link).toBe('/sessions?filter=isPopular>true');
  });
});

describe('map', () => {
  it('edits names to text (inline styles) as rows: add, rename, set, remove', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ styles: { color: 'red' } }} />);
    const styles = screen.getByRole('group', { name: 'styles' });
    expect(within(styles).getByRole<HTMLInputElement>('textbox', { name: 'styles: value of color' }).value).toBe('red');
    await user.click(within(styles).getByRole('button', { name: 'Add to styles' }));
    await user.type(within(styles).getByRole('textbox', { name: 'styles: name 2' }), 'margin');
    await user.type(within(styles).getByRole('textbox', { name: 'styles: value of margin' }), '0 auto');
    expect(current().styles).toEqual({ color: 'red', margin: '0 auto' });
    await user.click(within(styles).getByRole('button', { name: 'Remove color' }));
    expect(current().styles).toEqual({ margin: '0 auto' });
  });
});

describe('speaker picker', () => {
  it('finds a speaker by name and stores their id, shown by name', async () => {
    const speaker = { speakerId: 'spk-7', displayName: 'Ada Lovelace', company: 'Analytical' };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (url.includes('/speaker/spk-7')) return json({ speaker });
      const query = new URL(url, 'http://x').searchParams;
      expect(query.get('pageSize')).toBe('12');
      return json({ items: query.get('search') === 'ada' ? [speaker] : [], total: 1 });
    }));
    const user = userEvent.setup();
    render(<Harness initial={{}} />);
    expect(screen.getByText('No speaker chosen.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'speakerId: Find a speaker' }), 'ada');
    await user.click(await screen.findByRole('button', { name: 'Use Ada Lovelace (Analytical)' }));
    expect(current().speakerId).toBe('spk-7');
    expect(await screen.findByText('Chosen: Ada Lovelace (spk-7)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear speaker' }));
    expect(current().speakerId).toBeUndefined();
  });
});

describe('session picker', () => {
  it('finds sessions in the catalog, adds them in order and shows the chosen ones by title', async () => {
    const card = (id: string, title: string) => ({ sessionId: id, sessionCode: id.toUpperCase(), title });
    const fetch = vi.fn(async (url: string) => {
      const query = new URL(url, 'http://x').searchParams;
      // The server takes only its page sizes.
      expect(['12', '24', '48', '96', '1000']).toContain(query.get('pageSize'));
      if (query.getAll('ids').length > 0) {
        const all = [card('s1', 'Keynote'), card('s2', 'Rust at scale')];
        return json({ items: all.filter((s) => query.getAll('ids').includes(s.sessionId)) });
      }
      return json({ items: query.get('search') === 'rust' ? [card('s2', 'Rust at scale')] : [] });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<Harness initial={{ sessionIds: ['s1'] }} />);
    const picker = screen.getByRole('group', { name: 'sessionIds' });
    expect(await within(picker).findByText('Keynote')).toBeTruthy();
    await user.type(within(picker).getByRole('searchbox', { name: 'sessionIds: Find a session to add' }), 'rust');
    await user.click(await within(picker).findByRole('button', { name: 'Add Rust at scale (S2)' }));
    expect(current().sessionIds).toEqual(['s1', 's2']);
    expect(await within(picker).findByText('Rust at scale', { selector: '.eg-sessions__title' })).toBeTruthy();
    await user.click(within(within(picker).getByRole('group', { name: 'Rust at scale' })).getByRole('button', { name: 'Move up' }));
    expect(current().sessionIds).toEqual(['s2', 's1']);
    await user.click(within(within(picker).getByRole('group', { name: 'Keynote' })).getByRole('button', { name: 'Remove' }));
    expect(current().sessionIds).toEqual(['s2']);
  });
});
