import { useId } from 'react';
import { useTranslation } from '../../../renderer';
import { editorStrings } from '../../i18n/strings';
import { DEVICES, type Device } from './device';

/**
 * The device switch of the fields: which value the per-breakpoint fields edit, the one
 * every size shares or one device's (mobile, small tablet, tablet, desktop, ultrawide). Radio buttons, so arrow keys
 * move between devices.
 */
export function DeviceSwitch({ device, onChange }: { device: Device; onChange: (device: Device) => void }) {
  const { t } = useTranslation(editorStrings);
  const name = useId();
  return (
    <fieldset className="ed-device">
      <legend>{t('translate.editor.device.label')}</legend>
      {DEVICES.map((d) => (
        <label key={d} className="ed-device-option">
          <input type="radio" name={name} value={d} checked={device === d} onChange={() => onChange(d)} />
          {t(`translate.editor.device.${d}`)}
        </label>
      ))}
    </fieldset>
  );
}
