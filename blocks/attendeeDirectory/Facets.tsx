// The company, region and participation type filters: a checkbox group per facet with its counts; values
// of one facet widen the list (OR), facets narrow it (AND), as the API counts them. Folded until one is chosen,
// so on a phone the results are not pushed below a screenful of checkboxes.
import { useTranslation } from '../../renderer';
import type { AttendeeFacets } from '../../schemas/api-types';
import { Checkbox } from '../../ui';
import { useParticipationLabel } from '../shared/directory/participation';
import { attendeeDirectoryNamespace, attendeeDirectoryStrings } from './strings';

interface Props {
  facets: AttendeeFacets | undefined;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

export function Facets({ facets, selected, onChange }: Props) {
  const { t } = useTranslation(attendeeDirectoryStrings, attendeeDirectoryNamespace);
  const participation = useParticipationLabel();
  if (!facets) return null;
  const toggle = (path: string, on: boolean) => onChange(on ? [...selected, path] : selected.filter((p) => p !== path));
  // The API names facets and participation types in English: the page words them by their codes, the API's
  // English staying for a facet or type this block does not know.
  const nameOf = (facet: { name: string; label: string }) => t(`translate.attendeeDirectory.facet.name.${facet.name}`, { defaultValue: facet.label });
  const valueOf = (facet: string, f: { value: string; label: string }) =>
    facet === 'participationType' ? participation({ logicalValue: f.value, displayValue: f.label }) : f.label;
  return (
    <div className="blk-att__facets">
      {facets.facets.map((facet) => {
        const chosen = facet.filters.filter((f) => selected.includes(f.path)).length;
        return (
          <details key={facet.name} className="ui-frame blk-att__facet" open={chosen > 0}>
            <summary className="blk-att__facet-name">
              {nameOf(facet)}
              {chosen > 0 ? <span className="blk-att__facet-count"> {t('translate.attendeeDirectory.facet.selected', { count: chosen })}</span> : null}
            </summary>
            <fieldset className="blk-att__facet-values">
              <legend className="ui-visually-hidden">{nameOf(facet)}</legend>
              {facet.filters.map((f) => (
                <Checkbox
                  key={f.path}
                  label={`${valueOf(facet.name, f)} (${f.count})`}
                  checked={selected.includes(f.path)}
                  onChange={(e) => toggle(f.path, e.currentTarget.checked)}
                />
              ))}
            </fieldset>
          </details>
        );
      })}
      {selected.length > 0 ? (
        <button type="button" className="blk-att__clear ui-link-btn" onClick={() => onChange([])}>
          {t('translate.attendeeDirectory.facet.clear')}
        </button>
      ) : null}
    </div>
  );
}
