// The simple video's states and timings (docs/behaviour/live-and-video.md, Simple video): a plain media file that
// previews muted after a 200 ms hover and reports its progress every 100 ms while it plays.

/** unfocused: nobody has played it yet; stopped: it ended, or Stop put it back to the start. */
export type SimpleVideoState = 'unfocused' | 'playing' | 'paused' | 'stopped';

/** How long the pointer (or keyboard focus) must stay on the video before it starts, muted. */
export const HOVER_AUTOPLAY_DELAY_MS = 200;
/** How often the progress bar reads the playing position. */
export const PROGRESS_POLL_MS = 100;

/** The state a pause event leaves: stopped when the video ended or Stop asked for it, else paused. */
export function stateAfterPause(ended: boolean, stopRequested: boolean): SimpleVideoState {
  return ended || stopRequested ? 'stopped' : 'paused';
}

/** Whether a pointer may start the preview: a mouse or pen hovers; a touch has no hover (its tap is a click). */
export function isHoverPointer(pointerType: string): boolean {
  return pointerType === 'mouse' || pointerType === 'pen';
}

/** A position in seconds as m:ss (no hours: these are short clips); unknown or negative shows 0:00. */
export function clockOf(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${m}:${s.toString().padStart(2, '0')}`;
}
