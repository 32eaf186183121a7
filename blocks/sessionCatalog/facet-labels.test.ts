import { describe, expect, it } from 'vitest';
import { addTranslations, createShellI18n, type TFunction } from '../../renderer';
import { codeLabel, facetLabel, valueLabel } from './facet-labels';
import { catalogNamespace, catalogStrings } from './strings';

function germanT(): TFunction {
  const i18n = createShellI18n('de');
  // The English defaults, as the block's useTranslation adds them.
  addTranslations(i18n, 'en', catalogStrings, catalogNamespace);
  addTranslations(i18n, 'de', { 'translate.sessionCatalog.value.inperson': 'Vor Ort', 'translate.sessionCatalog.facet.deliveryType': 'Teilnahme' }, catalogNamespace);
  return (key, options) => i18n.t(key, { ns: catalogNamespace, ...options });
}

describe('the catalog labels', () => {
  it("name a tile's delivery type as its facet does, in the page's language", () => {
    const t = germanT();
    expect(codeLabel({ logicalValue: 'inperson', displayValue: 'In person' }, t)).toBe('Vor Ort');
    expect(valueLabel('inperson', t)).toBe('Vor Ort');
    expect(facetLabel('deliveryType', t)).toBe('Teilnahme');
  });

  it('show a value they have no word for as the API labels it', () => {
    const t = germanT();
    expect(codeLabel({ logicalValue: 'backstage', displayValue: 'Backstage pass' }, t)).toBe('Backstage pass');
    // A known value the language lacks falls back to English.
    expect(codeLabel({ logicalValue: 'recorded', displayValue: 'Recorded' }, t)).toBe('Recorded');
  });
});
