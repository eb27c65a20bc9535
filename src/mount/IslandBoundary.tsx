import { Component, type ReactNode } from 'react';

interface IslandBoundaryProps {
  name: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface IslandBoundaryState {
  error: Error | null;
}

/** Catches anything one island throws (render errors, failed chunks) so the other islands keep working. */
export class IslandBoundary extends Component<IslandBoundaryProps, IslandBoundaryState> {
  override state: IslandBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): IslandBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[b2b] widget "${this.props.name}" failed:`, error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
