import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { BlockNotice } from './BlockNotice';
import { failedMessage } from './notices';

interface Props {
  componentId: string;
  type: string;
  editMode: boolean;
  /** A new value (the block object) clears a caught error, so a fixed block renders again. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** One per block: a throwing block shows a failed notice to editors and nothing to visitors; the page survives. */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept visible in the console: visitors see nothing, so this is the only trace of the failure.
    console.error(`Block ${this.props.type} [${this.props.componentId}] failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.editMode) return null;
    return (
      <BlockNotice kind="failed" message={failedMessage(this.props.type, this.props.componentId)}>
        <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{error.message}</pre>
      </BlockNotice>
    );
  }
}
