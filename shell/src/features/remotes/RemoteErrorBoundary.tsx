import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they failed (asked at each render: what to show may change). */
  fallback: () => ReactNode;
  /** After the failure was caught: the owner may recover (load another release) by remounting this boundary. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Keeps a remote's failure (files missing, network down, an exception while rendering) inside its own panel, so the
 * navbar and sidebar keep working. Remount it (a new `key`) to try again.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn('[shell] a remote section failed', error);
    this.props.onError?.(error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
