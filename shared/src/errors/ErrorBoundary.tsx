import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashFallback } from './CrashFallback';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Replaces the default crash screen. A function receives the error and a reset callback. */
  fallback?: ReactNode | ((props: { error: unknown; reset: () => void }) => ReactNode);
  /** Called with each caught error. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When any of these change (e.g. the route path), a caught error is cleared. */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));

/** Catches render errors below it and shows the crash fallback screen (React logs the error). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  // React itself reports every caught error once, to the root's onCaughtError (console.error by
  // default; the shell passes its own), so the boundary does not log it again.
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prev: ErrorBoundaryProps, prevState: ErrorBoundaryState): void {
    // Only an error shown before the keys changed is cleared: an error caught in the very render
    // that brought the new keys (e.g. the page navigated to failed at once) must stay shown.
    if (this.state.hasError && prevState.hasError && changed(prev.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: undefined, hasError: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback({ error: this.state.error, reset: this.reset });
    if (fallback !== undefined) return fallback;
    return <CrashFallback error={this.state.error} onReset={this.reset} />;
  }
}
