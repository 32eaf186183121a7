import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Button,
  Checkbox,
  Dialog,
  FileField,
  IconButton,
  Radio,
  Select,
  Switch,
  TextAreaField,
  TextField,
  TextInput,
  Toast,
  buttonClass,
} from './index';
import { StatefulTabs } from '../test-support/stateful-tabs';

describe('ui primitives', () => {
  it('buttons: type="button" by default, looks by class, icon buttons named by their label', () => {
    render(
      <>
        <Button variant="primary">Save</Button>
        <IconButton label="Close" icon="close" />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('type')).toBe('button');
    expect(save.className).toBe(buttonClass({ variant: 'primary' }));
    expect(screen.getByRole('button', { name: 'Close' }).querySelector('[data-glyph="close"]')).toBeTruthy();
  });

  it('fields: labelled, with hint and error described; switch is a switch', () => {
    render(
      <>
        <TextField label="Email" hint="We never share it" error="Required" />
        <Checkbox label="Remember me" />
        <Switch label="Dark theme" />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'We never share it Required' })).toBe(email);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeTruthy();
  });

  it('fields: compact and hidden labels keep the name; an outside description joins the own ones', () => {
    render(
      <>
        <p id="outside">Checked by the server</p>
        <TextField compact labelHidden label="Component ID" error="Taken" aria-describedby="outside" />
        <TextAreaField compact label="Text in Deutsch" hint="Two lines" />
        <Select compact label="Target" defaultValue="uat">
          <option value="uat">uat</option>
        </Select>
        <Radio name="kind" label="Image" />
        <FileField label="File" accept=".png" />
        <label htmlFor="bare">Bare</label>
        <TextInput id="bare" compact />
      </>,
    );
    const id = screen.getByRole('textbox', { name: 'Component ID' });
    expect(id.className).toBe('ui-input ui-input--sm');
    expect(screen.getByText('Component ID').className).toBe('ui-visually-hidden');
    expect(screen.getByRole('textbox', { description: 'Taken Checked by the server' })).toBe(id);
    expect(screen.getByRole('textbox', { name: 'Text in Deutsch', description: 'Two lines' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Target' }).className).toBe('ui-select ui-select--sm');
    expect(screen.getByRole('radio', { name: 'Image' })).toBeTruthy();
    expect(screen.getByLabelText('File').getAttribute('type')).toBe('file');
    expect(screen.getByRole('textbox', { name: 'Bare' }).className).toBe('ui-input ui-input--sm');
  });

  it('dialog: the focus goes to the first control of the body, not the close button; without one, to the heading', () => {
    const { unmount } = render(
      <Dialog open title="Filters" closeLabel="Close" onClose={() => undefined}>
        <button type="button">Apply</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply' }));
    unmount();
    render(
      <Dialog open title="About" closeLabel="Close" onClose={() => undefined}>
        <p>Text only.</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'About' }));
  });

  it('tabs: arrow keys, Home and End move the selection and the focus', async () => {
    const user = userEvent.setup();
    const tabs = [
      { key: 'a', label: 'One' },
      { key: 'b', label: 'Two' },
      { key: 'c', label: 'Three' },
    ];
    render(
      <StatefulTabs label="Views" tabs={tabs}>
        {(selected) => `Panel ${selected}`}
      </StatefulTabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Panel c');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
  });

  it('dialog: a native <dialog> named by its title; the close button closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Sign in" closeLabel="Close" onClose={onClose}>
        Body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('toast: message and a dismiss button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Toast kind="error" dismissLabel="Dismiss" onDismiss={onDismiss}>
        Saved
      </Toast>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
