import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { createTestStore, EditorProviders } from '../test-support/harness';
import { loadBlockSchema, type PropertySchemaLoader } from './load-schema';
import { PropertyBrowser } from './PropertyBrowser';

const page: EditorBlock[] = [
  { componentId: 'intro', component: 'sectionHeading', props: { heading: 'Hello' }, originalHash: 'h1' },
  { componentId: 'odd', component: 'unknownType', props: {}, originalHash: 'h2' },
];

function setup(selected: string, load: PropertySchemaLoader = loadBlockSchema) {
  const store = createTestStore(page);
  store.getState().select(selected);
  render(
    <EditorProviders store={store}>
      <PropertyBrowser load={load} />
    </EditorProviders>,
  );
  return store;
}

describe('property browser', () => {
  it("shows 'Loading properties...' until the schema is there, then the properties grouped by x-interface", async () => {
    let resolve: (v: Awaited<ReturnType<PropertySchemaLoader>>) => void = () => undefined;
    const pending = new Promise<Awaited<ReturnType<PropertySchemaLoader>>>((r) => (resolve = r));
    setup('intro', () => pending);
    expect(screen.getByText('Loading properties...')).toBeTruthy();
    resolve(await loadBlockSchema('sectionHeading'));
    const content = await screen.findByRole('region', { name: 'Content' });
    expect(within(content).getByLabelText<HTMLInputElement>('heading').value).toBe('Hello');
    expect(screen.getByRole('region', { name: 'Visibility' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Wrapper' })).toBeTruthy();
    expect(screen.queryByText('Loading properties...')).toBeNull();
  });

  it("filters with 'Search properties...' and says 'No properties match your search'", async () => {
    const user = userEvent.setup();
    setup('intro');
    const search = await screen.findByPlaceholderText('Search properties...');
    await screen.findByRole('region', { name: 'Content' });
    await user.type(search, 'headingLevel');
    expect(screen.getByLabelText('headingLevel')).toBeTruthy();
    expect(screen.queryByLabelText('subheading')).toBeNull();
    await user.clear(search);
    await user.type(search, 'qqqzzz');
    expect(screen.getByText('No properties match your search')).toBeTruthy();
  });

  it("says 'No properties found for {type}' for a type without a schema", async () => {
    setup('odd');
    expect(await screen.findByText('No properties found for unknownType')).toBeTruthy();
  });

  it("says 'Failed to load property data' when loading fails", async () => {
    setup('intro', () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Failed to load property data')).toBeTruthy();
  });

  it("shows the validator's message beside a field", async () => {
    const user = userEvent.setup();
    setup('intro');
    const level = await screen.findByLabelText('headingLevel');
    await user.type(level, '9');
    expect(level.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/headingLevel must be <= 6/)).toBeTruthy();
  });

  it('edits a prop of the selected block in the working copy', async () => {
    const user = userEvent.setup();
    const store = setup('intro');
    const heading = await screen.findByLabelText<HTMLInputElement>('heading');
    await user.type(heading, ' world');
    await waitFor(() => expect(store.getState().components[0]?.props).toMatchObject({ heading: 'Hello world' }));
    expect(store.getState().components[1]).toBe(page[1]);
  });
});
