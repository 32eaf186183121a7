import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api-client';
import { BREAKPOINTS_WIDGET, SchemaForm, setAtPointer, type CustomWidgets } from '../../../editing';
import { createI18n, I18nextProvider } from '../../../renderer';
import type { JsonSchema } from '../../../schemas';
import { BreakpointsWidget } from './BreakpointsWidget';
import { DeviceContext, type Device } from './device';

const perDevice = (type: string) => ({
  anyOf: [{ type }, { type: 'object', properties: { mobile: { type }, desktop: { type } }, additionalProperties: false }],
});

const schema: JsonSchema = {
  type: 'object',
  properties: {
    image: { description: 'Poster.', 'x-widget': 'image', 'x-breakpoints': true, ...perDevice('string') },
    imageAltText: { type: 'string' },
    gutter: { 'x-breakpoints': true, ...perDevice('string') },
    textAlignment: {
      'x-breakpoints': true,
      default: 'left',
      anyOf: [
        { enum: ['left', 'center', 'right'] },
        {
          type: 'object',
          properties: Object.fromEntries(['mobile', 'smallTablet', 'tablet', 'desktop', 'ultrawide'].map((k) => [k, { enum: ['left', 'center', 'right'] }])),
          additionalProperties: false,
        },
      ],
    },
  },
};

const widgets: CustomWidgets = { [BREAKPOINTS_WIDGET]: { component: BreakpointsWidget } };

function Harness({ device, initial }: { device: Device; initial: Record<string, unknown> }) {
  const [value, setValue] = useState(initial);
  const [client] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n({ language: 'en' }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DeviceContext value={device}>
          <SchemaForm schema={schema} value={value} widgets={widgets} onChange={(path, next) => setValue((old) => setAtPointer(old, path, next) as Record<string, unknown>)} />
        </DeviceContext>
        <output data-testid="value">{JSON.stringify(value)}</output>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The form on a device, starting from a value, with a user to drive it. */
function setup(device: Device, initial: Record<string, unknown>) {
  return { user: userEvent.setup(), ...render(<Harness device={device} initial={initial} />) };
}

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Record<string, unknown>;

describe('BreakpointsWidget', () => {
  it('edits one device\'s image with the image widget (pick, upload, preview), keeping the shared value elsewhere', async () => {
    const { user } = setup('mobile', { image: '/media/wide.webp' });
    expect(screen.getByRole('button', { name: 'Choose an uploaded image' })).toBeTruthy();
    expect(screen.getByText(/^Describe the image in imageAltText/)).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('image (Mobile)');
    expect(field.value).toBe('/media/wide.webp');
    await user.clear(field);
    await user.type(field, '/media/tall.webp');
    // The wider devices keep the shared image: Small tablet gets it as its own, the others inherit it from there.
    expect(current().image).toEqual({ mobile: '/media/tall.webp', smallTablet: '/media/wide.webp' });
    expect(screen.getByText('Desktop: /media/wide.webp, inherited from Small tablet')).toBeTruthy();
  });

  it('sets Mobile only: the wider devices keep the default, and the list says who inherits from whom', async () => {
    const { user } = setup('mobile', {});
    await user.selectOptions(screen.getByLabelText('textAlignment (Mobile)'), 'right');
    expect(current().textAlignment).toEqual({ mobile: 'right', smallTablet: 'left' });
    const list = screen.getByRole('list', { name: 'textAlignment per device' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mobile: right, set here',
      'Small tablet: left, set here',
      'Tablet: left, inherited from Small tablet',
      'Desktop: left, inherited from Small tablet',
      'Ultrawide: left, inherited from Small tablet',
    ]);
    expect(within(list).getByText('Mobile: right, set here').getAttribute('aria-current')).toBe('true');
  });

  it('clears a device value and copies one across devices', async () => {
    const { user, unmount } = setup('tablet', { textAlignment: { mobile: 'right', tablet: 'center', desktop: 'left' } });
    await user.click(screen.getByRole('button', { name: 'Copy Tablet to wider devices' }));
    expect(current().textAlignment).toEqual({ mobile: 'right', tablet: 'center' });
    await user.click(screen.getByRole('button', { name: 'Clear for Tablet' }));
    // Tablet inherits Mobile's value again; the wider devices keep the centre they showed.
    expect(current().textAlignment).toEqual({ mobile: 'right', desktop: 'center' });
    expect(screen.getByText('Tablet: right, inherited from Mobile')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy Tablet to all sizes' }));
    expect(current().textAlignment).toBe('right');
    unmount();
    render(<Harness device="all" initial={{ textAlignment: { mobile: 'right', smallTablet: 'left' } }} />);
    expect(screen.getByText('Set per device: Mobile right, Small tablet left')).toBeTruthy();
    expect(screen.getByText('Tablet: left, inherited from Small tablet')).toBeTruthy();
  });

  it('gives a text field\'s wider devices the block default back ("") when one device is set', async () => {
    const { user } = setup('mobile', {});
    await user.type(screen.getByLabelText('gutter (Mobile)'), '8px');
    expect(current().gutter).toEqual({ mobile: '8px', smallTablet: '' });
    expect(screen.getByText('Small tablet: default, set here')).toBeTruthy();
  });

  it('keeps a plain text input for a value without a widget of its own', () => {
    render(<Harness device="all" initial={{ gutter: '32px' }} />);
    expect(screen.getByLabelText<HTMLInputElement>('gutter').value).toBe('32px');
    expect(screen.queryAllByRole('button', { name: 'Choose an uploaded image' })).toHaveLength(1);
  });
});
