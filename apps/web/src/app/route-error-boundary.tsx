import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { RouteErrorScreen } from '@chapkhana/web-kit/components/route-error-screen';

interface Props {
  /** The location drawn: the error screen stays until another page is shown. */
  at: Location;
  children: ReactNode;
}

/**
 * A page that throws while it is drawn shows the error screen with its reload instead of a blank
 * page; moving to another address draws that page again.
 */
export class RouteErrorBoundary extends Component<Props, { failedAt: Location | null }> {
  override state = { failedAt: null as Location | null };

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.setState({ failedAt: this.props.at });
  }

  override render() {
    return this.state.failedAt === this.props.at ? <RouteErrorScreen /> : this.props.children;
  }
}
