// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, UNEXPECTED_ERROR_TITLE } from './error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let broken = true;
function Screen({ name }: { name: string }) {
  if (broken) throw new Error(`${name} failed`);
  return <p>{name} works</p>;
}

describe('ErrorBoundary', () => {
  it('shows the failure card instead of a blank page, logs the error, and tries again', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <ErrorBoundary>
        <Screen name="Results" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR_TITLE);
    expect(logged).toHaveBeenCalledWith('A screen failed to render', expect.any(Error), expect.any(String));

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Results works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the next page again when its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const view = render(
      <ErrorBoundary resetKey="/results/A">
        <Screen name="Results" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    view.rerender(
      <ErrorBoundary resetKey="/trips">
        <Screen name="Trips" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Trips works')).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    broken = false;
    render(
      <ErrorBoundary>
        <Screen name="Home" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Home works')).toBeInTheDocument();
  });
});
