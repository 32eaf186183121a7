import { Component, type ErrorInfo, type ReactNode } from 'react';
import { newTraceId } from './diagnostics';
import { ErrorPage } from './ErrorPage';
import { tracking } from './tracking';

interface State {
  traceId: string | null;
}

/** Catches a page that failed to render and shows the error page; the shell around it stays usable. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { traceId: null };

  static getDerivedStateFromError(): State {
    return { traceId: newTraceId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    tracking.trackException(`${this.state.traceId ?? ''} ${error.message} ${info.componentStack ?? ''}`.trim());
  }

  override render() {
    return this.state.traceId ? <ErrorPage traceId={this.state.traceId} /> : this.props.children;
  }
}
