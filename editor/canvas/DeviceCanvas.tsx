import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { BreakpointKey } from '../../schemas';
import { useTranslation } from '../../renderer';
import { Button } from '../../ui';
import { editorStrings } from '../i18n/strings';
import { DEVICE_WIDTHS } from '../panel/widgets/device';
import { revealBlock } from '../panel/reveal-block';
import { useEditorStoreApi } from '../state/store';
import { mirrorDocument } from './mirror-document';
import './canvas.css';

/** The class of the preview frame: reveal-block.ts and the e2e page objects find the canvas through it. */
export const CANVAS_FRAME_CLASS = 'ed-canvas-frame';

/** An empty page in standards mode (an iframe's own about:blank is in quirks mode). */
const FRAME_DOCUMENT = '<!doctype html><html><head></head><body></body></html>';

/**
 * The canvas at one device's width: the working copy, with its block frames, rendered by a
 * portal into a same-origin iframe that is exactly the device's width, the way Puck's canvas is. The frame is a
 * viewport of its own, so the blocks' responsive CSS (@media), the wrapper's per-breakpoint width, alignment,
 * margin and padding (renderer/wrapper.generated.css) and matchMedia all answer for the device, not for the
 * editor's window. The frame carries the page's stylesheets (kept in step as chunks add theirs) and the <html>
 * attributes (theme, language); React events, context and the editor store work through the portal. A device
 * wider than the room is shown scaled down, never cropped.
 */
export function DeviceCanvas({
  device,
  onAllSizes,
  children,
}: {
  device: BreakpointKey;
  onAllSizes: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(editorStrings);
  const width = DEVICE_WIDTHS[device];
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);

  // The room the stage gives the frame (it follows the window, the side panel and the editor bar).
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const update = () => setRoom({ width: element.clientWidth, height: element.clientHeight });
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The frame's document: the page's styles and <html> attributes, and the element the canvas renders into.
  const onLoad = () => {
    const doc = frame.current?.contentDocument;
    if (!doc || doc.body.dataset.edCanvas === 'ready') return;
    doc.body.dataset.edCanvas = 'ready';
    stopMirror.current?.();
    stopMirror.current = mirrorDocument(document, doc);
    const shell = doc.createElement('div');
    shell.className = 'shell ed-canvas-shell';
    const main = doc.createElement('div');
    main.className = 'shell-main';
    shell.append(main);
    doc.body.append(shell);
    setMount(main);
  };
  const stopMirror = useRef<(() => void) | null>(null);
  useEffect(() => () => stopMirror.current?.(), []);
  // The canvas comes into view under the editor bar (the page around it is short now), and the selected block is where
  // the editor was: the frame opens scrolled to it.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const store = useEditorStoreApi();
  useEffect(() => {
    const selected = store.getState().selectedId;
    if (!mount || selected === null) return;
    const frameId = requestAnimationFrame(() => revealBlock(selected));
    return () => cancelAnimationFrame(frameId);
  }, [mount, store]);
  // A frame that finished loading before React attached onLoad (a cached srcdoc) is set up here.
  useEffect(() => {
    if (frame.current?.contentDocument?.readyState === 'complete') onLoad();
  });

  const scale = room && room.width > 0 ? Math.min(1, room.width / width) : 1;
  const height = room ? Math.max(320, room.height) : 600;
  const label = t(`translate.editor.device.${device}`);
  return (
    <section ref={section} className="ed-canvas" data-ed-device={device} aria-label={t('translate.editor.canvas.label')}>
      <div className="ed-canvas-caption">
        <p role="status">
          {t('translate.editor.canvas.preview', { device: label, width: String(width) })}
          {scale < 1 ? ` ${t('translate.editor.canvas.scaled', { percent: String(Math.round(scale * 100)) })}` : ''}
        </p>
        <Button size="sm" onClick={onAllSizes}>
          {t('translate.editor.canvas.all')}
        </Button>
      </div>
      <div ref={stage} className="ed-canvas-stage">
        <div className="ed-canvas-box" style={{ width: Math.round(width * scale), height }}>
          <iframe
            ref={frame}
            className={CANVAS_FRAME_CLASS}
            title={t('translate.editor.canvas.frame', { device: label })}
            srcDoc={FRAME_DOCUMENT}
            onLoad={onLoad}
            style={{ width, height: Math.round(height / scale), transform: scale < 1 ? `scale(${scale})` : undefined }}
          />
        </div>
      </div>
      {mount ? createPortal(children, mount) : null}
    </section>
  );
}
