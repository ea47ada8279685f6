import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './Button.tsx';
import { afterRendering } from '../../testing/afterRendering.ts';

describe('given a focused button that becomes disabled', () => {
  it('loses focus to <body> when natively disabled', async () => {
    const screen = await render(<Button>Save</Button>);
    screen.getByRole('button', { name: 'Save' }).element().focus();
    await screen.rerender(<Button disabled>Save</Button>);
    await afterRendering();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps focus with focusableWhenDisabled, says it is disabled and ignores presses', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = (disabled: boolean) => (
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" disabled={disabled} focusableWhenDisabled onClick={onClick}>
          Save
        </Button>
      </form>
    );
    const screen = await render(form(false));
    const button = screen.getByRole('button', { name: 'Save' });
    button.element().focus();
    await screen.rerender(form(true));
    await afterRendering();
    expect(document.activeElement).toBe(button.element());
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).not.toHaveAttribute('disabled');
    (button.element() as HTMLButtonElement).click();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
