import { Component, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** The page's address: moving to another page clears the error. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

type State = { failed: boolean; error: unknown; resetKey: string };

/** A page that fails to render (or to download) shows `fallback` in its place, until the user moves to another page. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
