import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteErrorPage } from './pages/route-error-page';

interface State {
  error: boolean;
  /** The location the error happened at: moving elsewhere shows that route again. */
  location: Location;
}

class Boundary extends Component<{ location: Location; children: ReactNode }, State> {
  override state: State = { error: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: State): Partial<State> {
    return props.location === state.location ? {} : { error: false, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * The error page instead of the whole frame when a screen throws or its code fails to load (an
 * old tab after a deployment); the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
