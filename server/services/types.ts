import type { Environment } from '../config.js';

/** Who made a change (from the verified token). */
export interface Editor {
  name: string;
  email: string;
  id: string;
}

export interface EditorMetadata extends Editor {
  edited: string;
  revision: number;
}

/** One stored block as the API answers it (docs/contracts.md "Stored content"). */
export interface PageComponent {
  componentId: string;
  component: string;
  parentId: string | null;
  slot: string | null;
  props: Record<string, unknown>;
  originalHash: string;
  schemaVersion: number;
  editor: EditorMetadata | null;
}

export interface PageLayout {
  id: string;
  page: string;
  phase: string;
  environment: Environment;
  /** Hash of the whole layout (order and block hashes): the base hash for pushes. */
  hash: string;
  revision: number;
  components: PageComponent[];
}

export interface ChangeItem {
  Field: string;
  Component: string;
  PreviousValue: unknown;
  CurrentValue: unknown;
}

export interface ChangelogEntry {
  Timestamp: string;
  Editor: { name: string; email: string };
  Changes: ChangeItem[];
  Forced: boolean;
  DocumentId: string;
  Environment: Environment;
}
