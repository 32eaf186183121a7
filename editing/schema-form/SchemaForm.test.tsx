import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api-client';
import { createI18n, I18nextProvider } from '../../renderer';
import type { JsonSchema } from '../../schemas';
import { issuesFromErrors, type CustomWidgets, type FieldIssues, type WidgetProps } from './form-context';
import { setAtPointer } from './schema-nodes';
import { SchemaForm } from './SchemaForm';
import { widgetFor } from './widget-choice';

const schema: JsonSchema = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string', description: 'The title.', 'x-interface': 'Content', 'x-widget': 'translation-key' },
    body: { type: 'string', 'x-interface': 'Content', 'x-widget': 'richtext' },
    count: { type: 'integer', 'x-interface': 'Layout' },
    visible: { type: 'boolean', 'x-interface': 'Layout' },
    align: { enum: ['left', 'center'], 'x-interface': 'Layout' },
    tint: { type: 'string', 'x-widget': 'color' },
    starts: { type: 'string', format: 'date-time' },
    poster: { type: 'string', 'x-widget': 'image' },
    link: { type: 'string', 'x-widget': 'url' },
    tags: { type: 'array', items: { type: 'string' } },
    buttons: { type: 'array', items: { $ref: '#/definitions/button' } },
    anchor: { type: 'object', properties: { id: { type: 'string' }, text: { type: 'string' } }, required: ['id'] },
    extra: { type: 'object' },
    scopes: { type: 'array', items: { type: 'string' }, 'x-widget': 'scopes' },
  },
  definitions: {
    button: { type: 'object', properties: { text: { type: 'string' }, href: { type: 'string' } }, required: ['text'] },
  },
};

function Harness({ initial, issues, widgets, groupBy }: { initial: Record<string, unknown>; issues?: FieldIssues; widgets?: CustomWidgets; groupBy?: 'x-interface' }) {
  const [value, setValue] = useState<Record<string, unknown>>(initial);
  const [client] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n({ language: 'en' }));
  return (
    <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={client}>
      <SchemaForm
        schema={schema}
        value={value}
        onChange={(path, next) => setValue((old) => setAtPointer(old, path, next) as Record<string, unknown>)}
        issues={issues}
        widgets={widgets}
        groupBy={groupBy}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </QueryClientProvider>
    </I18nextProvider>
  );
}

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Record<string, unknown>;

describe('widgetFor', () => {
  it('chooses by x-widget first, then format, enum and type', () => {
    const p = schema.properties!;
    expect(widgetFor(p.title!, schema)).toBe('text');
    expect(widgetFor(p.body!, schema)).toBe('richtext');
    expect(widgetFor(p.count!, schema)).toBe('number');
    expect(widgetFor(p.visible!, schema)).toBe('switch');
    expect(widgetFor(p.align!, schema)).toBe('select');
    expect(widgetFor(p.tint!, schema)).toBe('color');
    expect(widgetFor(p.starts!, schema)).toBe('date-time');
    expect(widgetFor(p.poster!, schema)).toBe('image');
    expect(widgetFor(p.link!, schema)).toBe('url');
    expect(widgetFor(p.tags!, schema)).toBe('value-list');
    expect(widgetFor(p.buttons!, schema)).toBe('list');
    expect(widgetFor(p.anchor!, schema)).toBe('object');
    expect(widgetFor(p.extra!, schema)).toBe('json');
    expect(widgetFor(p.scopes!, schema)).toBe('scopes');
    // An x-widget the engine does not draw (menu) falls back to the type; a caller's registered widget wins.
    expect(widgetFor({ type: 'array', items: { $ref: '#/definitions/button' }, 'x-widget': 'menu' }, schema)).toBe('list');
    expect(widgetFor(p.title!, schema, new Set(['translation-key']))).toBe('translation-key');
    expect(widgetFor({ anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] }, schema)).toBe('date-time');
  });
});

describe('SchemaForm', () => {
  it('labels every control with its property name and draws the widget its schema asks for', () => {
    render(<Harness initial={{ title: 'Hi', count: 3, visible: true, align: 'center', tint: '#ff0000', starts: '2027-05-18T10:00:00+02:00', poster: '/p.png' }} />);
    expect(screen.getByLabelText<HTMLInputElement>('title').value).toBe('Hi');
    expect(screen.getByLabelText('body')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('count').type).toBe('number');
    expect(screen.getByRole('switch', { name: 'visible' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('align').selectedOptions[0]?.textContent).toBe('center');
    expect(screen.getByLabelText<HTMLInputElement>('Pick a colour for tint').value).toBe('#ff0000');
    // The same instant, shown in UTC.
    expect(screen.getByLabelText<HTMLInputElement>('starts').value).toBe('2027-05-18T08:00');
    expect(document.querySelector('img.eg-preview')?.getAttribute('src')).toBe('/p.png');
    expect(screen.getByRole('group', { name: 'tags' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'buttons' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'anchor' })).toBeTruthy();
    expect(screen.getByLabelText('extra').tagName).toBe('TEXTAREA');
    expect(screen.getByText('The title.').id).toBe(screen.getByLabelText('title').getAttribute('aria-describedby'));
  });

  it('writes each change at its path; an emptied optional field is removed, a required one kept empty', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ title: 'Hi', link: 'x' }} />);
    await user.clear(screen.getByLabelText('link'));
    expect(current()).toEqual({ title: 'Hi' });
    await user.clear(screen.getByLabelText('title'));
    expect(current()).toEqual({ title: '' });
    await user.type(screen.getByLabelText('count'), '12');
    await user.click(screen.getByRole('switch', { name: 'visible' }));
    await user.selectOptions(screen.getByLabelText('align'), 'left');
    await user.type(screen.getByLabelText('starts'), '2027-05-18T10:30');
    expect(current()).toMatchObject({ count: 12, visible: true, align: 'left', starts: '2027-05-18T10:30:00Z' });
    const anchor = screen.getByRole('group', { name: 'anchor' });
    await user.type(within(anchor).getByLabelText('id'), 'top');
    expect(current().anchor).toEqual({ id: 'top' });
    await user.clear(screen.getByLabelText('extra'));
    await user.type(screen.getByLabelText('extra'), '{{"a');
    expect(screen.getByLabelText('extra').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('extra'), '":1}');
    expect(current().extra).toEqual({ a: 1 });
  });

  it('adds, moves and removes the values of a list of plain values', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ title: 'Hi', tags: ['a', 'b'] }} />);
    const tags = screen.getByRole('group', { name: 'tags' });
    expect(within(tags).getByRole<HTMLInputElement>('textbox', { name: 'tags 2' }).value).toBe('b');
    await user.click(within(tags).getByRole('button', { name: 'Add to tags' }));
    await user.type(within(tags).getByRole('textbox', { name: 'tags 3' }), 'c');
    expect(current().tags).toEqual(['a', 'b', 'c']);
    const first = within(tags).getByRole('group', { name: 'Actions for tags 1' });
    expect(within(first).getByRole<HTMLButtonElement>('button', { name: 'Move up' }).disabled).toBe(true);
    await user.click(within(first).getByRole('button', { name: 'Move down' }));
    expect(current().tags).toEqual(['b', 'a', 'c']);
    await user.click(within(within(tags).getByRole('group', { name: 'Actions for tags 3' })).getByRole('button', { name: 'Move up' }));
    expect(current().tags).toEqual(['b', 'c', 'a']);
    await user.click(within(within(tags).getByRole('group', { name: 'Actions for tags 1' })).getByRole('button', { name: 'Remove' }));
    expect(current().tags).toEqual(['c', 'a']);
  });

  it('edits a list of objects item by item, titled by their text, with add, move and remove', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ title: 'Hi', buttons: [{ text: 'One' }, { text: 'Two', href: '/two' }] }} />);
    const buttons = screen.getByRole('group', { name: 'buttons' });
    expect([...buttons.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['One', 'Two']);
    await user.click(within(within(buttons).getByRole('group', { name: 'Actions for Two' })).getByRole('button', { name: 'Move up' }));
    expect(current().buttons).toEqual([{ text: 'Two', href: '/two' }, { text: 'One' }]);
    await user.click(within(buttons).getByRole('button', { name: 'Add to buttons' }));
    expect(current().buttons).toEqual([{ text: 'Two', href: '/two' }, { text: 'One' }, { text: '' }]);
    await user.click(within(buttons).getByText('Item 3'));
    await user.type(within(buttons).getAllByLabelText('text')[2]!, 'Three');
    expect((current().buttons as unknown[])[2]).toEqual({ text: 'Three' });
    await user.click(within(within(buttons).getByRole('group', { name: 'Actions for One' })).getByRole('button', { name: 'Remove' }));
    expect(current().buttons).toEqual([{ text: 'Two', href: '/two' }, { text: 'Three' }]);
  });

  it('shows the validator messages beside their fields and flags them invalid', () => {
    const issues = issuesFromErrors([
      { path: '/count', message: 'count must be >= 1' },
      { path: '/buttons/0/text', message: 'buttons/0/text must NOT have fewer than 1 characters' },
    ]);
    render(<Harness initial={{ title: 'Hi', count: 0, buttons: [{ text: '' }] }} issues={issues} />);
    const count = screen.getByLabelText('count');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    const errorId = count.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('count must be >= 1');
    // A list item holding an error is open and says so.
    const buttons = screen.getByRole('group', { name: 'buttons' });
    expect(buttons.querySelector('details')?.open).toBe(true);
    expect(within(buttons).getByText('buttons/0/text must NOT have fewer than 1 characters')).toBeTruthy();
  });

  it('groups the properties by x-interface in labelled sections', () => {
    render(<Harness initial={{ title: 'Hi' }} groupBy="x-interface" />);
    expect(within(screen.getByRole('region', { name: 'Content' })).getByLabelText('title')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Layout' })).getByLabelText('count')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Other' })).getByLabelText('extra')).toBeTruthy();
  });

  it('draws a widget the caller registered under its x-widget, over the engine\'s own', async () => {
    const user = userEvent.setup();
    function Scopes(p: WidgetProps) {
      const list = Array.isArray(p.value) ? (p.value as string[]) : [];
      return (
        <label>
          <input type="checkbox" checked={list.includes('meetings')} onChange={(e) => p.onChange(e.target.checked ? ['meetings'] : [])} />
          meetings
        </label>
      );
    }
    render(<Harness initial={{ title: 'Hi' }} widgets={{ scopes: { component: Scopes, group: true } }} />);
    const scopes = screen.getByRole('group', { name: 'scopes' });
    await user.click(within(scopes).getByRole('checkbox', { name: 'meetings' }));
    expect(current().scopes).toEqual(['meetings']);
  });

  it('edits a value its widget cannot show (a per-breakpoint object in a text field) as JSON, losing nothing', () => {
    render(<Harness initial={{ title: { mobile: 'a', desktop: 'b' } }} />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('title');
    expect(field.tagName).toBe('TEXTAREA');
    expect(JSON.parse(field.value)).toEqual({ mobile: 'a', desktop: 'b' });
  });
});
