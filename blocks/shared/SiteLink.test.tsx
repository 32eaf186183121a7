import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLink } from './SiteLink';

afterEach(cleanup);

describe('SiteLink', () => {
  it('is a plain link with its attributes outside a router', () => {
    render(<SiteLink href="/en/sessions" className="x" data-tool="t">Sessions</SiteLink>);
    const link = screen.getByRole('link', { name: 'Sessions' });
    expect(link.getAttribute('href')).toBe('/en/sessions');
    expect(link.className).toBe('x');
    expect(link.dataset.tool).toBe('t');
  });

  it('is a router link (same address and attributes) inside a router', () => {
    render(
      <MemoryRouter>
        <SiteLink href="/en/sessions" className="x">Sessions</SiteLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sessions' });
    expect(link.getAttribute('href')).toBe('/en/sessions');
    expect(link.className).toBe('x');
  });
});
