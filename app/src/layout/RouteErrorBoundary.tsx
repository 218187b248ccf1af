import { Component, type ReactNode } from 'react';

import { PageLoadError, retryFailedPages } from './lazyPage';

interface State {
  error: Error | null;
}

/**
 * Catches a screen that fails to load or render (for example a route chunk that a new deploy
 * replaced) so the header and footer keep working and the visitor can reload. A page whose code
 * could not be fetched (offline) says so in words and loads again in place, by a button or as soon
 * as the browser is back online: a full reload while offline would leave the app for the browser's
 * own error page.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retryLoad);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryLoad);
  }

  override componentDidCatch(error: Error) {
    console.error('A page failed to load:', error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next page a fresh chance.
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      retryFailedPages();
      this.setState({ error: null });
    }
  }

  /** Renders the page again (its chunk is fetched anew) after a load failure. */
  private retryLoad = () => {
    if (!(this.state.error instanceof PageLoadError)) return;
    retryFailedPages();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof PageLoadError) {
      return (
        <div className="page" role="alert">
          <h1>This page could not be loaded</h1>
          <p>Check your internet connection. The page loads by itself once you are back online.</p>
          <p className="route-error-actions">
            <button type="button" className="button button-primary" onClick={this.retryLoad}>
              Try again
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => window.location.reload()}
            >
              Reload the page
            </button>
          </p>
        </div>
      );
    }
    return (
      <div className="page" role="alert">
        <h1>This page could not be shown</h1>
        <p className="error-text">{error.message}</p>
        <p>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      </div>
    );
  }
}
