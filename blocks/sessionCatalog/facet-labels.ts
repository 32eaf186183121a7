// The display texts of the catalog's facets, their values and a session's delivery and viewing pills: a known
// logical value is translated, so the facets and the tiles under them read alike in every language.
import type { TFunction } from '../../renderer';
import type { CatalogKey } from './strings';

/** Labels of the catalog's facets (docs/contracts.md catalog); others are spelled out from their logical name. */
const FACET_LABELS: Readonly<Record<string, CatalogKey>> = {
  sessionType: 'translate.sessionCatalog.facet.sessionType',
  level: 'translate.sessionCatalog.facet.level',
  solutionArea: 'translate.sessionCatalog.facet.solutionArea',
  topic: 'translate.sessionCatalog.facet.topic',
  deliveryType: 'translate.sessionCatalog.facet.deliveryType',
  viewingOption: 'translate.sessionCatalog.facet.viewingOption',
  format: 'translate.sessionCatalog.facet.format',
  product: 'translate.sessionCatalog.facet.product',
  programmingLanguage: 'translate.sessionCatalog.facet.programmingLanguage',
  audienceType: 'translate.sessionCatalog.facet.audienceType',
  role: 'translate.sessionCatalog.facet.role',
  industry: 'translate.sessionCatalog.facet.industry',
  region: 'translate.sessionCatalog.facet.region',
};

/** Display texts of logical values the facets carry as one word. */
const VALUE_LABELS: Readonly<Record<string, CatalogKey>> = {
  inperson: 'translate.sessionCatalog.value.inperson',
  online: 'translate.sessionCatalog.value.online',
  hybrid: 'translate.sessionCatalog.value.hybrid',
  recorded: 'translate.sessionCatalog.value.recorded',
  notrecorded: 'translate.sessionCatalog.value.notrecorded',
  livestream: 'translate.sessionCatalog.value.livestream',
  ondemand: 'translate.sessionCatalog.value.ondemand',
  handsonlab: 'translate.sessionCatalog.value.handsonlab',
};

/** A facet's name: a known facet translated, another spelled out from its logical name. */
export function facetLabel(name: string, t: TFunction): string {
  const known = Object.hasOwn(FACET_LABELS, name) ? FACET_LABELS[name] : undefined;
  return known ? t(known) : name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** The key of a logical value the facets carry as one word, if it is one. */
function valueKey(name: string): CatalogKey | undefined {
  const lower = name.toLowerCase();
  return Object.hasOwn(VALUE_LABELS, lower) ? VALUE_LABELS[lower] : undefined;
}

/** A facet value's display text: a known word translated, a lower-case logical value capitalised. */
export function valueLabel(name: string, t: TFunction): string {
  const known = valueKey(name);
  if (known) return t(known);
  return /^[a-z][a-z0-9-]*$/.test(name)
    ? name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ')
    : name;
}

/**
 * A session's delivery type or viewing option on its tile: a known value in the visitor's language (as its facet
 * names it), another as the API labels it.
 */
export function codeLabel(value: { logicalValue: string; displayValue: string }, t: TFunction): string {
  const known = valueKey(value.logicalValue);
  return known ? t(known) : value.displayValue;
}
