import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export const UNEXPECTED_ERROR_TITLE = 'Something went wrong';
export const UNEXPECTED_ERROR_MESSAGE =
  'This page ran into an unexpected problem. Try again, or reload the page. Your saved trips are not affected.';

/** What the traveller sees instead of a blank page when a screen fails to render. */
export function UnexpectedErrorCard({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto my-12 max-w-lg text-center" data-testid="unexpected-error">
      <h1 className="text-2xl font-bold">{UNEXPECTED_ERROR_TITLE}</h1>
      <p className="mt-2 text-stone-700">{UNEXPECTED_ERROR_MESSAGE}</p>
      <div className="mt-4 flex justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </Card>
  );
}

type Props = {
  children: ReactNode;
  /** A new value (the next page, say) clears the failure and renders the children again. */
  resetKey?: unknown;
};
type State = { failed: boolean };

/**
 * Catches a failure while rendering the screens below it (a bug, a page chunk that did not load) and
 * shows a card with a way on, instead of leaving the page blank. The failure is logged as an error.
 * React offers this only as a class component.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack ?? '');
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (this.state.failed) return <UnexpectedErrorCard onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
