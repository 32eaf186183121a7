import { useId, useState, type RefObject } from 'react';
import { EMPTY_SETTINGS_HASH, useSaveTestingDate } from '../../api-client/editing';
import { instantToWallClock, showToast, useTranslation, wallClockToInstant } from '../../renderer';
import {
  SLIDER_DEBOUNCE_MS,
  dateAtStep,
  isTestTimezone,
  phaseAtDate,
  sliderRange,
  stepAtDate,
  type SwitcherPhase,
} from './phase-dates';
import { DEFAULT_TEST_TIME_ZONE, type TestTimeZone } from '../../schemas';
import { TEST_TIME_ZONES } from '../../schemas/validators';
import { ValueSelect } from '../ValueSelect';
import { useDebounced } from './use-debounced';
import { phaseStrings } from './strings';
import { Button, RangeInput, SelectInput, TextInput } from '../../ui';

export interface PhasePanelProps {
  phases: readonly SwitcherPhase[];
  /** The server's testing date (settings testingDate); null when date testing is off. */
  testingDate: string | null;
  /** The settings hash the server testing date is saved against. */
  settingsHash: string | null;
  /** This tab's preview date (Apply (Local)); null for the server's date. */
  previewDate: Date | null;
  setPreviewDate: (date: Date | null) => void;
  /** Apply (Server) is for content editors (docs/behaviour/phases.md, Phase switcher). */
  canApplyServer: boolean;
  /** The real clock, whatever the tab previews. */
  now: () => Date;
  /** The picker's time zone to start with (settings testingTimezone); UTC when not one of the options. */
  initialTimezone?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCollapse: () => void;
  onHide: () => void;
}

const parsed = (iso: string | null): Date | null => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? null : new Date(at);
};

/** The date input shows whole minutes, so the real time starts there too. */
const toMinute = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000);

/** The panel: date, timezone, phase select and slider, and the apply buttons. */
export function PhasePanel(props: PhasePanelProps) {
  const { phases, testingDate, previewDate, setPreviewDate, canApplyServer, now } = props;
  const { t } = useTranslation(phaseStrings);
  const id = useId();
  const serverDate = parsed(testingDate);
  // What the tab showed when it was real time: "unchanged" for a panel opened without any test date.
  const [realTime, setRealTime] = useState(() => toMinute(now()));
  const [draft, setDraft] = useState<Date | null>(() => previewDate ?? serverDate ?? realTime);
  const [timezone, setTimezone] = useState<TestTimeZone>(
    isTestTimezone(props.initialTimezone) ? props.initialTimezone : DEFAULT_TEST_TIME_ZONE,
  );
  const [pendingStep, setPendingStep] = useState<number | null>(null);
  const save = useSaveTestingDate();

  const range = sliderRange(phases);
  const commitStep = useDebounced((step: number) => {
    if (range.kind === 'range') setDraft(dateAtStep(range, step));
    setPendingStep(null);
  }, SLIDER_DEBOUNCE_MS);

  const shown = (d: Date) => `${instantToWallClock(d, timezone).replace('T', ' ')} ${timezone}`;
  const same = (a: Date | null, b: Date | null) => a !== null && b !== null && a.getTime() === b.getTime();
  const updating = save.isPending;
  const localUnchanged = same(draft, previewDate ?? serverDate ?? realTime);
  const serverUnchanged = same(draft, serverDate ?? realTime);
  const draftPhase = draft ? phaseAtDate(phases, draft) : null;
  const currentPhase = phaseAtDate(phases, previewDate ?? serverDate ?? now());
  const phaseLabel = (phaseId: string | null) => phases.find((p) => p.id === phaseId)?.label ?? phaseId ?? '';

  const saveServer = (testing: Date | null) => {
    save.mutate(
      {
        testingDate: testing ? testing.toISOString() : null,
        originalHash: props.settingsHash ?? EMPTY_SETTINGS_HASH,
      },
      {
        onSuccess: () => void showToast(t('translate.phase-switcher.server-updated'), 'success'),
        onError: () => void showToast(t('translate.phase-switcher.server-failed'), 'error'),
      },
    );
  };

  const resetToRealTime = () => {
    const real = toMinute(now());
    setRealTime(real);
    setPreviewDate(null);
    setPendingStep(null);
    setDraft(serverDate ?? real);
  };

  const status = previewDate
    ? t('translate.phase-switcher.status.preview', { date: shown(previewDate) })
    : serverDate
      ? t('translate.phase-switcher.status.server', { date: shown(serverDate) })
      : t('translate.phase-switcher.status.real');

  return (
    <section className="phase-switcher" aria-labelledby={`${id}-title`}>
      <div className="phase-switcher__header">
        <h2 id={`${id}-title`} ref={props.headingRef} tabIndex={-1}>
          {t('translate.phase-switcher.title')}
        </h2>
        <Button size="sm" aria-expanded={true} onClick={props.onCollapse}>
          {t('translate.phase-switcher.collapse')}
        </Button>
        <Button size="sm" onClick={props.onHide} aria-describedby={`${id}-hint`}>
          {t('translate.phase-switcher.hide')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="phase-switcher__hint">
        {t('translate.phase-switcher.hide-hint')}
      </p>
      <p role="status" className="phase-switcher__status">
        {status}{' '}
        {currentPhase
          ? t('translate.phase-switcher.status.phase', { phase: phaseLabel(currentPhase) })
          : null}
      </p>

      <div className="phase-switcher__field">
        <label htmlFor={`${id}-date`}>{t('translate.phase-switcher.date')}</label>
        <TextInput
          compact
          id={`${id}-date`}
          type="datetime-local"
          value={draft ? instantToWallClock(draft, timezone) : ''}
          onChange={(e) => {
            setPendingStep(null);
            setDraft(wallClockToInstant(e.target.value, timezone));
          }}
        />
      </div>
      <div className="phase-switcher__field">
        <label htmlFor={`${id}-timezone`}>{t('translate.phase-switcher.timezone')}</label>
        <ValueSelect id={`${id}-timezone`} values={TEST_TIME_ZONES} value={timezone} onChange={setTimezone} />
      </div>

      {range.kind === 'none' ? (
        <p className="phase-switcher__message">{t('translate.phase-switcher.no-phases-configured')}</p>
      ) : (
        <>
          <div className="phase-switcher__field">
            <label htmlFor={`${id}-phase`}>{t('translate.phase-switcher.phase')}</label>
            <SelectInput
              compact
              id={`${id}-phase`}
              value={draftPhase ?? ''}
              onChange={(e) => {
                const start = parsed(phases.find((p) => p.id === e.target.value)?.start ?? null);
                if (!start) return;
                setPendingStep(null);
                setDraft(start);
              }}
            >
              {draftPhase === null ? <option value="" /> : null}
              {phases.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label ?? p.id}
                </option>
              ))}
            </SelectInput>
          </div>
          {range.kind === 'range' ? (
            <div className="phase-switcher__field phase-switcher__field--slider">
              <label htmlFor={`${id}-slider`}>{t('translate.phase-switcher.slider')}</label>
              <RangeInput
                id={`${id}-slider`}
                min={0}
                max={range.steps}
                step={1}
                value={pendingStep ?? (draft ? stepAtDate(range, draft) : 0)}
                aria-valuetext={shown(
                  dateAtStep(range, pendingStep ?? (draft ? stepAtDate(range, draft) : 0)),
                )}
                onChange={(e) => {
                  const step = Number(e.target.value);
                  setPendingStep(step);
                  commitStep(step);
                }}
              />
            </div>
          ) : (
            <p className="phase-switcher__message">{t('translate.phase-switcher.no-phases-available')}</p>
          )}
        </>
      )}

      <div className="phase-switcher__actions">
        <ApplyButton
          to="local"
          panelId={id}
          disabled={!draft || localUnchanged || updating}
          onClick={() => draft && setPreviewDate(draft)}
        />
        {canApplyServer ? (
          <ApplyButton
            to="server"
            panelId={id}
            disabled={!draft || serverUnchanged || updating}
            onClick={() => draft && saveServer(draft)}
          />
        ) : null}
      </div>
      <div className="phase-switcher__actions">
        <Button
          size="sm"
          onClick={resetToRealTime}
          disabled={!previewDate && same(draft, serverDate ?? realTime)}
        >
          {t('translate.phase-switcher.reset')}
        </Button>
        {canApplyServer && serverDate ? (
          <Button size="sm" disabled={updating} onClick={() => saveServer(null)}>
            {t('translate.phase-switcher.clear-server')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Apply (to this browser or to the server) with the hint that describes it (aria-describedby), shown beside it. */
function ApplyButton({
  to,
  panelId,
  disabled,
  onClick,
}: {
  to: 'local' | 'server';
  panelId: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation(phaseStrings);
  const hintId = `${panelId}-${to}-hint`;
  return (
    <>
      <Button size="sm" disabled={disabled} aria-describedby={hintId} onClick={onClick}>
        {t(`translate.phase-switcher.apply-${to}`)}
      </Button>
      <span id={hintId} className="phase-switcher__hint">
        {t(`translate.phase-switcher.apply-${to}.hint`)}
      </span>
    </>
  );
}
