import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GENERAL_MESSAGES } from '@axia/core';

export interface RenderErrorBoundaryProps {
  children: ReactNode;
  /** Reset the boundary when this changes (e.g. the path). */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/** The generic render-failure fallback (seed 000 §8 'Something went wrong'). */
export function RenderErrorFallback() {
  return (
    <div role="alert">
      <h1 tabIndex={-1}>{GENERAL_MESSAGES.somethingWentWrong}</h1>
      <p>
        Please reload the page. <a href="/">Back to the start page</a>
      </p>
    </div>
  );
}

/** Catches render failures below it and shows the fallback instead of a blank page. */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: RenderErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (props.resetKey !== state.resetKey) {
      return { resetKey: props.resetKey, hasError: false, error: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.hasError ? <RenderErrorFallback /> : this.props.children;
  }
}
