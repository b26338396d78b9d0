// A remote's pages inside one boundary that can recover: a page whose chunk failed to load
// (most often: the phone lost its signal) shows the area's fallback with 'Coba Lagi', tries
// again by itself when the connection returns (a few times, the signal may be shaky:
// retryWhenBack), and starts afresh on the next navigation.
import { Component, type ReactNode } from 'react';
import { RemoteFailure } from '../ui/RemoteFailure';
import { retryWhenBack } from './useOnline';

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
  private readonly tries = { n: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: AreaErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  // A page that fails as the area first renders is caught at mount, not in an update.
  override componentDidMount(): void {
    this.listenWhileFailed();
  }

  override componentDidUpdate(prev: AreaErrorBoundaryProps): void {
    if (prev.resetKey !== this.props.resetKey) this.tries.n = 0;
    this.listenWhileFailed();
  }

  override componentWillUnmount(): void {
    this.stopListening?.();
  }

  private listenWhileFailed(): void {
    if (this.state.error && !this.stopListening) this.stopListening = retryWhenBack(this.retry, this.tries);
    else if (!this.state.error && this.stopListening) {
      this.stopListening();
      this.stopListening = null;
    }
  }

  // The wait ends here: if the try fails, React commits only the failure again (the cleared
  // state never reaches the screen), and the next wait must be a new one.
  private retry = (): void => {
    this.stopListening?.();
    this.stopListening = null;
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <RemoteFailure onRetry={this.retry} /> : this.props.children;
  }
}
