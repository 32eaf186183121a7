import type { Locator, Page } from '@playwright/test';
import { ListPage } from './page-object';

/** The favorites page (/{lang}/favorites): the favoritesList block's groups, items and remove buttons. */
export class FavoritesPage extends ListPage {
  constructor(page: Page) {
    super(page, 'favorites', 'Your favorites');
  }

  /** A kind's group, by its heading ('Sessions', 'Speakers', 'Sponsors and companies', ...). */
  group(name: string): Locator {
    return this.list.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });
  }

  item(name: string): Locator {
    return this.list.getByRole('link', { name, exact: true });
  }

  removeButton(name: string): Locator {
    return this.list.getByRole('button', { name: `Remove ${name} from favorites` });
  }
}

/** The favorite button of an item (tiles, session page, directories): "Add {name} to favorites". */
export function favoriteButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `Add ${name} to favorites`, exact: true });
}
