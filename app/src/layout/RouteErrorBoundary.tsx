import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Catches a screen that fails to load or render (for example a route chunk that a new deploy
 * replaced) so the header and footer keep working and the visitor can reload.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('A page failed to load:', error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next page a fresh chance.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page" role="alert">
        <h1>This page could not be shown</h1>
        <p className="error-text">{this.state.error.message}</p>
        <p>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      </div>
    );
  }
}
