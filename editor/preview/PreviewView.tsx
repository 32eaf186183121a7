import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCreatePreviewFrames, type PreviewAudience } from '../../api-client/editing';
import { useSettings } from '../../api-client';
import { useErrorText, useNow } from '../../renderer';
import { AUDIENCES, ENVIRONMENTS, isEnvironment, type Environment } from '../../schemas';
import type { PreviewFramesBody } from '../../schemas/api-types';
import { Button, Checkbox, Select, TextField } from '../../ui';
import { useEditorStore } from '../state/store';
import type { EditedPageKey } from '../state/types';
import {
  DEFAULT_FRAME_WIDTH, FRAME_HEIGHT, FRAME_WIDTHS, dateOfPhase, frameLayout, parseUtcField, phaseAtDate, utcFieldValue,
} from './preview-choice';
import { PreviewLinks, type PreviewChoice } from './PreviewLinks';
import type { PreviewT } from './strings';
import './preview.css';

const GAP = 16;

/** The frames' width to fill: the container's, followed as the dialog resizes. */
function useAvailableWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWidth(element.clientWidth);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The preview view: the page as the chosen audiences see it, for a chosen environment, phase and date,
 * in live frames of the real page side by side, each at its own width. Each frame opens the page with a signed
 * grant (`?preview=`) that the server turns into that audience, environment and date for the frame's requests only.
 * The frames follow saves: their own live channel refetches what another editor saved, and this editor's save
 * (a new base hash of the working copy) reloads them. Unsaved edits are not sent to the frames: they show what is
 * stored, which is what a visitor would get.
 */
export function PreviewView({ page, path, t }: { page: EditedPageKey; path: string; t: PreviewT }) {
  // The event's clock (the phase switcher's date when set): the date shown when the settings name no phase start.
  const now = useNow(60_000);
  const settings = useSettings();
  const phases = useMemo(() => settings.data?.data.eventPhases ?? [], [settings.data]);
  const errorText = useErrorText();
  const [audiences, setAudiences] = useState<readonly PreviewAudience[]>(AUDIENCES);
  const [environment, setEnvironment] = useState<Environment>(page.environment);
  const [phase, setPhase] = useState(page.phase);
  const [date, setDate] = useState<Date | null>(null);
  const [dateText, setDateText] = useState('');
  const [widths, setWidths] = useState<Partial<Record<PreviewAudience, number>>>({});
  const [reloads, setReloads] = useState(0);
  // The frames with the environment and phase they were granted for: the frames' titles name what they show, not
  // a choice whose grants are still on their way.
  const [granted, setGranted] = useState<{ frames: { audience: PreviewAudience; token: string }[]; environment: Environment; phase: string }>({
    frames: [], environment: page.environment, phase: page.phase,
  });
  const frames = granted.frames;
  const baseHash = useEditorStore((s) => s.baseHash);
  const unsaved = useEditorStore((s) => s.unsaved);
  const headingId = useId();
  const { ref, width: available } = useAvailableWidth();

  // The phase's start until the editor picks another date (the settings arrive after the first render).
  const [openedAt] = useState(() => new Date(now));
  const shownDate = date ?? dateOfPhase(phases, phase, openedAt);
  const dateIso = shownDate.toISOString();
  useEffect(() => {
    if (date === null) setDateText(utcFieldValue(new Date(dateIso)));
  }, [date, dateIso]);

  // This editor's save moved the stored page: the frames load it again.
  const firstHash = useRef(baseHash);
  useEffect(() => {
    if (baseHash !== firstHash.current) setReloads((n) => n + 1);
  }, [baseHash]);

  const grants = useCreatePreviewFrames();
  const { mutate } = grants;
  const wanted = AUDIENCES.filter((a) => audiences.includes(a));
  const wantedKey = wanted.join(',');
  // Not before the settings have come: until then the date is a stand-in (now), and frames granted for it would
  // load once for nothing and then again at the phase's start.
  const settled = settings.data !== undefined || settings.isError;
  useEffect(() => {
    if (wantedKey === '') return setGranted((g) => ({ ...g, frames: [] }));
    if (!settled) return;
    mutate(
      { environment, phase, date: dateIso, audiences: wantedKey.split(',') as PreviewFramesBody['audiences'] },
      { onSuccess: (answer) => setGranted({ frames: answer.frames, environment, phase }) },
    );
  }, [environment, phase, dateIso, wantedKey, mutate, settled]);

  const audienceLabel = (a: PreviewAudience) => t(`translate.editor.preview.audience.${a}`);
  const shown = frames.filter((f) => wanted.includes(f.audience));
  const widthOf = (a: PreviewAudience) => widths[a] ?? DEFAULT_FRAME_WIDTH;
  const { scale, stacked } = frameLayout(shown.map((f) => widthOf(f.audience)), available, GAP);
  const choice: PreviewChoice = { environment, phase, date: dateIso };

  const toggle = (a: PreviewAudience, on: boolean) => setAudiences((list) => (on ? [...list, a] : list.filter((x) => x !== a)));
  const choosePhase = (id: string) => {
    setPhase(id);
    // A phase is previewed at its start, unless the editor then picks a date within it.
    setDate(null);
  };
  const chooseDate = (text: string) => {
    setDateText(text);
    const at = parseUtcField(text);
    if (!at) return;
    setDate(at);
    const phaseThen = phaseAtDate(phases, at);
    if (phaseThen) setPhase(phaseThen);
  };

  return (
    <div className="ed-preview-view">
      <p>{t('translate.editor.preview.intro')}</p>
      <fieldset className="ed-preview-choices" aria-labelledby={headingId}>
        <legend id={headingId} className="ui-visually-hidden">{t('translate.editor.preview.choices')}</legend>
        <div className="ed-preview-audiences" role="group" aria-label={t('translate.editor.preview.audiences')}>
          <span aria-hidden="true" className="ed-preview-label">{t('translate.editor.preview.audiences')}</span>
          {AUDIENCES.map((a) => (
            <Checkbox key={a} label={audienceLabel(a)} checked={audiences.includes(a)} onChange={(e) => toggle(a, e.target.checked)} />
          ))}
        </div>
        <Select compact label={t('translate.editor.preview.environment')} value={environment} onChange={(e) => isEnvironment(e.target.value) && setEnvironment(e.target.value)}>
          {ENVIRONMENTS.map((env) => (
            <option key={env} value={env}>{env}</option>
          ))}
        </Select>
        <Select compact label={t('translate.editor.preview.phase')} value={phase} onChange={(e) => choosePhase(e.target.value)}>
          {(phases.some((p) => p.id === phase) ? phases : [...phases, { id: phase, label: phase, start: '' }]).map((p) => (
            <option key={p.id} value={p.id}>{p.label || p.id}</option>
          ))}
        </Select>
        <TextField compact type="datetime-local" label={t('translate.editor.preview.date')} value={dateText} onChange={(e) => chooseDate(e.target.value)} />
        <Button size="sm" onClick={() => setReloads((n) => n + 1)}>{t('translate.editor.preview.reload')}</Button>
      </fieldset>
      {unsaved ? <p className="ed-preview-note" role="note">{t('translate.editor.preview.unsaved')}</p> : null}
      {grants.isError ? (
        <p role="alert">{t('translate.editor.preview.error', { message: errorText(grants.error) })}</p>
      ) : null}
      {wanted.length === 0 ? <p role="status">{t('translate.editor.preview.none')}</p> : null}
      {wanted.length > 0 && shown.length === 0 && !grants.isError ? <p role="status">{t('translate.editor.preview.loading')}</p> : null}
      <div ref={ref} className="ed-preview-frames" data-stacked={stacked || undefined} style={{ gap: `${GAP * (stacked ? 1 : scale)}px` }}>
        {shown.map((frame) => {
          const width = widthOf(frame.audience);
          const label = t('translate.editor.preview.frame', { page: page.layoutId, audience: audienceLabel(frame.audience), environment: granted.environment, phase: granted.phase, width });
          return (
            <figure key={frame.audience} className="ed-preview-frame" data-audience={frame.audience}>
              <figcaption>
                <strong>{audienceLabel(frame.audience)}</strong>
                <Select
                  compact
                  labelHidden
                  label={t('translate.editor.preview.width', { audience: audienceLabel(frame.audience) })}
                  value={String(width)}
                  onChange={(e) => setWidths((w) => ({ ...w, [frame.audience]: Number(e.target.value) }))}
                >
                  {FRAME_WIDTHS.map((w) => (
                    <option key={w} value={w}>{`${w} px`}</option>
                  ))}
                </Select>
              </figcaption>
              <div className="ed-preview-viewport" style={{ width: width * scale, height: FRAME_HEIGHT * scale }}>
                <iframe
                  key={`${frame.token}|${reloads}`}
                  title={label}
                  src={`${path}?preview=${encodeURIComponent(frame.token)}`}
                  style={{ width, height: FRAME_HEIGHT, transform: `scale(${scale})` }}
                />
              </div>
            </figure>
          );
        })}
      </div>
      <PreviewLinks page={page} path={path} choice={choice} audiences={wanted.length > 0 ? wanted : AUDIENCES} t={t} />
    </div>
  );
}
