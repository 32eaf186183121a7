import { useSyncExternalStore } from 'react';

/** Toasts leave on their own after 5 s (the spec's announcement clear time) unless sticky. */
export const toastTimeoutMs = 5_000;

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast in the shell's bottom-left toast region. Answers its id. */
export function showToast(message: string, kind: ToastKind = 'info', options: { sticky?: boolean } = {}): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, kind }];
  emit();
  if (!options.sticky) setTimeout(() => dismissToast(id), toastTimeoutMs);
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
