import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FilterDrawer } from './FilterDrawer.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

describe('given a closed filter drawer', () => {
  // Decision 038: closed, the sheet's portal is not mounted at all. A mounted Radix Presence
  // updates itself in a layout effect, a second synchronous render of the tree that holds it
  // (the whole list page when it hydrates).
  it('renders once, with no update of its own after mounting', async () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => {
      phases.push(phase);
    };
    const screen = await render(
      <Profiler id="drawer" onRender={onRender}>
        <FilterDrawer activeCount={0}>
          <p>Facets</p>
        </FilterDrawer>
      </Profiler>,
    );
    await expect.element(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
    await afterRendering();
    expect(phases).toEqual(['mount']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('mounts the sheet when opened and shows its facets', async () => {
    const screen = await render(
      <FilterDrawer activeCount={2} total={12}>
        <p>Facets</p>
      </FilterDrawer>,
    );
    await screen.getByRole('button', { name: 'Filters (2)' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect.element(screen.getByText('Facets')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Show 12 results' })).toBeVisible();
  });
});
