// A remote's pages inside one boundary that can recover: a page whose chunk failed to load
// (most often: the phone lost its signal) shows the area's fallback with 'Coba Lagi', tries
// again by itself when the connection returns, and starts afresh on the next navigation.
import { Component, type ReactNode } from 'react';
import { RemoteFailure } from '../ui/RemoteFailure';
import { onReconnect } from './useOnline';

export interface AreaErrorBoundaryProps {
  /** A change (the next page) clears a caught error. */
  resetKey: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };
  private stopListening: (() => void) | null = null;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: AreaErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override componentDidUpdate(): void {
    this.listenWhileFailed();
  }

  override componentWillUnmount(): void {
    this.stopListening?.();
  }

  private listenWhileFailed(): void {
    if (this.state.error && !this.stopListening) this.stopListening = onReconnect(this.retry);
    else if (!this.state.error && this.stopListening) {
      this.stopListening();
      this.stopListening = null;
    }
  }

  private retry = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <RemoteFailure onRetry={this.retry} /> : this.props.children;
  }
}
