// Hand-written: the design system of ui/: the tokens and one story per primitive, each with a theme
// switch (the `theme` control sets data-theme on the story's frame, as <html> or <body> does on the site).
import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ColorInput,
  Dialog,
  Drawer,
  FileField,
  GLYPHS,
  Icon,
  IconButton,
  LinkButton,
  Pill,
  Radio,
  RangeInput,
  Select,
  SelectInput,
  Skeleton,
  Switch,
  TextAreaField,
  TextField,
  TextInput,
  Toast,
} from '../../ui';
import { StatefulTabs } from '../../test-support/stateful-tabs';

type Theme = 'light' | 'dark';

/** The story's frame: the theme's background and text, like a page. */
function Frame({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <div
      data-theme={theme}
      style={{
        padding: 'var(--ui-space-5)',
        background: 'var(--ui-color-bg)',
        color: 'var(--ui-color-text)',
        display: 'grid',
        gap: 'var(--ui-space-4)',
      }}
    >
      {children}
    </div>
  );
}

const COLOR_ROLES = [
  'bg',
  'surface',
  'surface-raised',
  'surface-sunken',
  'text',
  'text-muted',
  'border',
  'border-strong',
  'primary',
  'on-primary',
  'primary-soft',
  'on-primary-soft',
  'accent',
  'danger',
  'success',
  'warning-soft',
  'info-soft',
  'inverse',
  'focus',
] as const;
const TEXT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const RADII = ['sm', 'md', 'lg', 'pill'] as const;
const SHADOWS = ['sm', 'md', 'lg'] as const;

function Tokens({ theme }: { theme: Theme }) {
  return (
    <Frame theme={theme}>
      <h2>Colour roles</h2>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
          gap: '0.75rem',
          padding: 0,
          listStyle: 'none',
        }}
      >
        {COLOR_ROLES.map((role) => (
          <li key={role} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <span
              aria-hidden="true"
              style={{
                width: '2rem',
                height: '2rem',
                borderRadius: 'var(--ui-radius-md)',
                border: '1px solid var(--ui-color-border)',
                background: `var(--ui-color-${role})`,
              }}
            />
            <code>--ui-color-{role}</code>
          </li>
        ))}
      </ul>
      <h2>Type scale</h2>
      {TEXT_SIZES.map((size) => (
        <p
          key={size}
          style={{ margin: 0, fontSize: `var(--ui-text-${size})`, lineHeight: 'var(--ui-leading-tight)' }}
        >
          --ui-text-{size}: The conference for people who build
        </p>
      ))}
      <h2>Spacing, radii, shadows</h2>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'end',
          gap: '1rem',
          padding: 0,
          listStyle: 'none',
        }}
      >
        {SPACES.map((n) => (
          <li key={n}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: `var(--ui-space-${n})`,
                height: `var(--ui-space-${n})`,
                background: 'var(--ui-color-primary)',
              }}
            />
            <code>{n}</code>
          </li>
        ))}
      </ul>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: 0, listStyle: 'none' }}>
        {RADII.map((r) => (
          <li key={r} className="ui-card" style={{ borderRadius: `var(--ui-radius-${r})`, padding: '1rem' }}>
            radius {r}
          </li>
        ))}
        {SHADOWS.map((s) => (
          <li key={s} className="ui-card" style={{ boxShadow: `var(--ui-shadow-${s})`, padding: '1rem' }}>
            shadow {s}
          </li>
        ))}
      </ul>
      <h2>Icons</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: 0, listStyle: 'none' }}>
        {GLYPHS.map((glyph) => (
          <li key={glyph} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
            <Icon glyph={glyph} />
            <code>{glyph}</code>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

const meta = {
  title: 'Design system/Tokens and primitives',
  tags: ['autodocs'],
  component: Tokens,
  args: { theme: 'light' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'], description: 'The theme (data-theme).' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'ui/: CSS custom properties (ui/tokens.css) and small accessible primitives (ui/index.ts). Switch the theme ' +
          'with the control; the site switches it with data-theme on <html> or <body> (pageProperties: darkTheme).',
      },
    },
  },
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DesignTokens: Story = {};

export const Buttons: Story = {
  render: ({ theme }) => (
    <Frame theme={theme}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button variant="primary">Primary</Button>
        <Button>Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="primary" size="sm">
          Small
        </Button>
        <Button disabled>Disabled</Button>
        <LinkButton href="#register" variant="primary">
          Link button
        </LinkButton>
        <IconButton label="Open the menu" icon="menu" />
        <IconButton label="Close" icon="close" variant="secondary" />
      </div>
    </Frame>
  ),
};

export const Fields: Story = {
  render: ({ theme }) => (
    <Frame theme={theme}>
      <TextField label="Email" type="email" hint="We use it to send your ticket." />
      <TextField label="Company" error="Tell us where you work." />
      <Select label="Track" defaultValue="ai">
        <option value="ai">AI</option>
        <option value="cloud">Cloud</option>
        <option value="data">Data</option>
      </Select>
      <Checkbox label="Remember me on this device" />
      <Switch label="Show sessions in my time zone" defaultChecked />
    </Frame>
  ),
};

/** The dense tools' fields (editor, site settings): compact (32 px), and the bare controls the form engine labels. */
export const CompactFields: Story = {
  render: ({ theme }) => (
    <Frame theme={theme}>
      <TextField compact label="Component ID" hint="Lower case, unique on the page." />
      <TextAreaField compact label="Text in Deutsch (de-DE)" rows={2} defaultValue="Willkommen" />
      <Select compact label="Target environment" defaultValue="uat">
        <option value="uat">uat</option>
        <option value="prod">prod</option>
      </Select>
      <fieldset>
        <legend>Upload kind</legend>
        <Radio name="kind" label="Image" defaultChecked />
        <Radio name="kind" label="Photo" />
      </fieldset>
      <FileField compact label="File (png, jpeg, jpg)" accept=".png,.jpeg,.jpg" />
      <label htmlFor="story-bare-text">Bare text input (labelled by its owner)</label>
      <TextInput id="story-bare-text" compact defaultValue="translate.home.title" />
      <label htmlFor="story-bare-select">Bare select</label>
      <SelectInput id="story-bare-select" compact defaultValue="UTC">
        <option>UTC</option>
        <option>US/Pacific</option>
      </SelectInput>
      <label htmlFor="story-range">Slider</label>
      <RangeInput id="story-range" min={0} max={10} defaultValue={4} />
      <ColorInput label="Pick the banner colour" defaultValue="#4527c9" />
    </Frame>
  ),
};

const EXAMPLE_TABS = [
  { key: 'sessions', label: 'Sessions' },
  { key: 'speakers', label: 'Speakers' },
  { key: 'venue', label: 'Venue' },
];

export const TabsStory: Story = {
  name: 'Tabs',
  render: ({ theme }) => (
    <Frame theme={theme}>
      <StatefulTabs label="Explore" tabs={EXAMPLE_TABS}>
        {(selected) => <p>The {selected} tab’s panel.</p>}
      </StatefulTabs>
    </Frame>
  ),
};

function DialogExample({ drawer }: { drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const Kind = drawer ? Drawer : Dialog;
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {drawer ? 'Open the drawer' : 'Open the dialog'}
      </Button>
      <Kind
        open={open}
        onClose={() => setOpen(false)}
        title={drawer ? 'Filters' : 'Sign in'}
        closeLabel="Close"
      >
        <p>Escape, the close button or a click outside closes it; focus goes back to the button.</p>
      </Kind>
    </>
  );
}

export const DialogStory: Story = {
  name: 'Dialog',
  render: ({ theme }) => (
    <Frame theme={theme}>
      <DialogExample />
    </Frame>
  ),
};

export const DrawerStory: Story = {
  name: 'Drawer',
  render: ({ theme }) => (
    <Frame theme={theme}>
      <DialogExample drawer />
    </Frame>
  ),
};

export const CardPillBadge: Story = {
  name: 'Card, pill and badge',
  render: ({ theme }) => (
    <Frame theme={theme}>
      <Card style={{ maxWidth: '22rem' }}>
        <h3 style={{ marginTop: 0 }}>Opening keynote</h3>
        <p>
          <Pill>Keynote</Pill> <Pill>All levels</Pill>
        </p>
        <p>
          Messages <Badge aria-label="3 unread">3</Badge> · Drafts <Badge tone="neutral">12</Badge>
        </p>
      </Card>
    </Frame>
  ),
};

export const ToastAndSkeleton: Story = {
  name: 'Toast and skeleton',
  render: ({ theme }) => (
    <Frame theme={theme}>
      <div
        role="status"
        aria-label="Notifications"
        style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}
      >
        <Toast dismissLabel="Dismiss" onDismiss={() => undefined}>
          Your schedule was shared.
        </Toast>
        <Toast kind="success" dismissLabel="Dismiss" onDismiss={() => undefined}>
          Saved.
        </Toast>
        <Toast kind="error" dismissLabel="Dismiss" onDismiss={() => undefined}>
          The session is full.
        </Toast>
      </div>
      <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton />
        <Skeleton width="80%" />
      </div>
    </Frame>
  ),
};
