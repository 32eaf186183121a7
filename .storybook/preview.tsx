import type { Preview } from '@storybook/react-vite';
import {
  featurePresets,
  defaultGlobals,
  languages,
  personas,
  phases,
  viewportOptions,
} from '../stories/globals';
import { withStoryProviders } from '../stories/story-providers';
import { loadSanitizer } from '../renderer';

const items = <T extends string>(entries: Readonly<Record<T, string | { label: string }>>) =>
  Object.entries<string | { label: string }>(entries).map(([value, v]) => ({
    value,
    title: typeof v === 'string' ? v : v.label,
  }));

// Toolbar globals: they drive the renderer's context (who is looking, when, with which flags, in edit mode or
// not, in which language), so designers see the visibility rules exactly as the site applies them.
const preview: Preview = {
  // Rich text shows at once in every story, as in a server-rendered page (SafeHtml loads its sanitiser on demand).
  beforeAll: async () => {
    await loadSanitizer();
  },
  globalTypes: {
    persona: {
      description: 'Attendee type: the scopes of the demo persona',
      toolbar: { title: 'Persona', icon: 'user', items: items(personas), dynamicTitle: true },
    },
    phase: {
      description: 'Current event phase',
      toolbar: { title: 'Phase', icon: 'time', items: items(phases), dynamicTitle: true },
    },
    features: {
      description: 'Feature flags',
      toolbar: { title: 'Flags', icon: 'flag', items: items(featurePresets), dynamicTitle: true },
    },
    editMode: {
      description: 'Edit mode: editors see a block’s requirements instead of it being hidden',
      toolbar: {
        title: 'Edit mode',
        icon: 'edit',
        items: [
          { value: 'off', title: 'Edit mode off' },
          { value: 'on', title: 'Edit mode on' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: items(languages), dynamicTitle: true },
    },
  },
  initialGlobals: { ...defaultGlobals },
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewportOptions },
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { toc: false },
  },
};

export default preview;
