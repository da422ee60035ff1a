import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashFallback } from './CrashFallback';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Replaces the default crash screen. A function receives the error and a reset callback. */
  fallback?: ReactNode | ((props: { error: unknown; reset: () => void }) => ReactNode);
  /** Called after the error has been logged. */
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

/** Catches render errors below it, logs them to the console and shows the crash fallback screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (this.state.hasError && changed(prev.resetKeys, this.props.resetKeys)) this.reset();
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
