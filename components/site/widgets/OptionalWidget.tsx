'use client';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };

/**
 * Holds a part of the page whose script loads late (next/dynamic). When that script cannot be
 * fetched (the connection dropped, or a deploy replaced the page's scripts since it loaded),
 * the part is left out instead of the whole page giving way to the error screen. React's own
 * error-boundary class: a library for it would add to every public page's first load.
 */
export class OptionalWidget extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
