import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they failed, given what they threw (asked at each render: it may change). */
  fallback: (error: unknown) => ReactNode;
  /** After the failure was caught: the owner may recover (load another release) by remounting this boundary. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Keeps a remote's failure (files missing, network down, an exception while rendering) inside its own panel, so the
 * navbar and sidebar keep working. Remount it (a new `key`) to try again.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown): void {
    console.warn('[shell] a remote section failed', error);
    this.props.onError?.(error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
