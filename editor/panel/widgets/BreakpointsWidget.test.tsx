import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Record<string, unknown>;

describe('BreakpointsWidget', () => {
  it('edits one device\'s image with the image widget (pick, upload, preview), keeping the shared value elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness device="mobile" initial={{ image: '/media/wide.webp' }} />);
    expect(screen.getByRole('button', { name: 'Choose an uploaded image' })).toBeTruthy();
    expect(screen.getByText(/^Describe the image in imageAltText/)).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('image (Mobile)');
    expect(field.value).toBe('/media/wide.webp');
    await user.clear(field);
    await user.type(field, '/media/tall.webp');
    expect(current().image).toMatchObject({ mobile: '/media/tall.webp', desktop: '/media/wide.webp' });
  });

  it('keeps a plain text input for a value without a widget of its own', () => {
    render(<Harness device="all" initial={{ gutter: '32px' }} />);
    expect(screen.getByLabelText<HTMLInputElement>('gutter').value).toBe('32px');
    expect(screen.queryAllByRole('button', { name: 'Choose an uploaded image' })).toHaveLength(1);
  });
});
