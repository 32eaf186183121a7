import type { APIRequestContext, Locator } from '@playwright/test';
import { PageObject } from './page-object';

export interface MapPin {
  id: string;
  label: string;
  location?: string;
  x: number;
  y: number;
}

/** The interactive map (docs/behaviour/blocks.md, Interactive map): the settings' pins as toggle buttons on the plan. */
export class InteractiveMap extends PageObject {
  /** The pins the settings place on the plan (x and y in percent: the ones drawn). */
  static async pins(request: APIRequestContext): Promise<MapPin[]> {
    const settings = (await (await request.get('/api/settings')).json()) as { map?: { pins?: MapPin[] } };
    return (settings.map?.pins ?? []).filter((p) => p.x >= 0 && p.x <= 100 && p.y >= 0 && p.y <= 100);
  }

  pin(label: string): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** The open pin's panel, named by its label. */
  panel(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  /** Every pin shown as chosen (aria-pressed). */
  readonly chosen: Locator = this.page.locator('button[aria-pressed="true"]');

  async openWith(query: string): Promise<void> {
    await this.page.goto(`/en/interactive-map?${query}`);
  }
}
