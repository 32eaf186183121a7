import { createContext, useContext } from 'react';
import type { BlockRegistry, Environment } from '../types';
import type { GatePhase } from './check-gate';
import type { ShellSettings } from './shell-settings';

/** What every shell part knows about the visit: language, settings, who is looking and when. */
export interface ShellState {
  registry: BlockRegistry;
  language: string;
  languages: readonly string[];
  settings: ShellSettings | undefined;
  /** True while the settings come from the static fallback copy (the API is unavailable). */
  fromStaticFallback: boolean;
  signedIn: boolean;
  scopes: readonly string[];
  displayName: string | null;
  features: Readonly<Record<string, boolean>>;
  phase: GatePhase;
  environment: Environment;
  clientVersion: ClientVersion;
  clock: () => Date;
  /**
   * A date this tab previews the site at (the phase switcher's Apply (Local)); null for the real time. It
   * overrides the server's testing date, and `clock` and `phase` already follow it.
   */
  previewDate: Date | null;
  setPreviewDate: (date: Date | null) => void;
}

export interface ClientVersion {
  version: string;
  build: string;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell: render inside <SiteApp>.');
  return state;
}
