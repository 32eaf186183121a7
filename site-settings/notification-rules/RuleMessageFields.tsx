import { TextAreaField, TextField } from '../../ui';
import type { RuleFieldsProps } from './form-fields';
import { ImageField } from './ImageField';

const P = 'translate.site-settings.notification-rules' as const;

/** What the notification says and shows: title, body, images and up to two actions (name, link, badge). */
export function RuleMessageFields({ t, draft, set, errorOf, required }: RuleFieldsProps) {
  const addressHint = t(`${P}.field.address.hint`);
  return (
    <>
      <TextField
        label={required(t(`${P}.field.title`))}
        required
        maxLength={200}
        value={draft.title}
        error={errorOf('title')}
        onChange={(e) => set('title', e.target.value)}
      />
      <TextAreaField
        label={required(t(`${P}.field.body`))}
        required
        rows={4}
        maxLength={2000}
        value={draft.body}
        error={errorOf('body')}
        onChange={(e) => set('body', e.target.value)}
      />
      <div className="nr-row">
        <ImageField t={t} label={t(`${P}.field.app-icon`)} value={draft.appIcon} error={errorOf('appIcon')} onChange={(v) => set('appIcon', v)} />
        <ImageField t={t} label={t(`${P}.field.big-image`)} value={draft.bigImage} error={errorOf('bigImage')} onChange={(v) => set('bigImage', v)} />
      </div>
      {([1, 2] as const).map((n) => {
        const name = n === 1 ? 'action1Name' : 'action2Name';
        const link = n === 1 ? 'action1Link' : 'action2Link';
        const badge = n === 1 ? 'badge1' : 'badge2';
        return (
          <fieldset key={n} className="nr-group">
            <legend className="ui-field__label">{t(`${P}.field.action`, { n })}</legend>
            <div className="nr-row">
              <TextField label={t(`${P}.field.action-name`, { n })} maxLength={60} value={draft[name]} onChange={(e) => set(name, e.target.value)} />
              <TextField
                label={t(`${P}.field.action-link`, { n })}
                hint={addressHint}
                maxLength={2000}
                value={draft[link]}
                error={errorOf(link)}
                onChange={(e) => set(link, e.target.value)}
              />
              <TextField
                label={t(`${P}.field.badge`, { n })}
                hint={addressHint}
                maxLength={2000}
                value={draft[badge]}
                error={errorOf(badge)}
                onChange={(e) => set(badge, e.target.value)}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
