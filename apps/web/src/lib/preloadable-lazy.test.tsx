import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hei {name}</p>;
}

const renderWithFallback = (Component: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Ladataan</p>}>
      <Component name="Matti" />
    </Suspense>,
  );

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without the fallback', async () => {
    const { Component, preload } = preloadableLazy(async () => Greeting);
    await preload();
    renderWithFallback(Component);
    expect(screen.getByText('Hei Matti')).toBeVisible();
    expect(screen.queryByText('Ladataan')).toBeNull();
  });

  it('shows the fallback while the code of a component not preloaded arrives', async () => {
    const { Component } = preloadableLazy(async () => Greeting);
    renderWithFallback(Component);
    expect(screen.getByText('Ladataan')).toBeVisible();
    expect(await screen.findByText('Hei Matti')).toBeVisible();
  });

  it('fetches again after a failed preload', async () => {
    let calls = 0;
    const { preload } = preloadableLazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
  });
});
