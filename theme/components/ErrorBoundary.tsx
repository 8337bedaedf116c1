import { Component, type ReactNode } from 'react';
import { TEXTS } from '../../config/site';

interface State {
  error: Error | null;
}

/**
 * Runtime crash of a page (spec §8): 'This page crashed.' with the message and a 'Try again'
 * button that re-renders. Wraps only the page content, so navbar and sidebar stay usable;
 * `resetKey` (the path) clears the error when the reader navigates away.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };
  static getDerivedStateFromError(error: Error): State {
    return { error };
  }
  componentDidUpdate(prev: { resetKey: string }) {
    // Clearing the error when the reader navigates away is this boundary's job; the key check
    // keeps it to one update.
    // oxlint-disable-next-line react/no-did-update-set-state
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  componentDidCatch(error: Error) {
    console.error('Page crashed:', error);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-crash" role="alert">
        <h1 className="page-crash__title">{TEXTS.crash.title}</h1>
        <pre className="page-crash__message">{this.state.error.message}</pre>
        <button
          type="button"
          className="page-crash__retry"
          onClick={() => this.setState({ error: null })}
        >
          {TEXTS.crash.retry}
        </button>
      </div>
    );
  }
}
