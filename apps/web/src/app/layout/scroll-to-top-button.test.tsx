import { SCROLL_TO_TOP_THRESHOLD_PX } from '@iiidem/shared/limits';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollWindowTo(y: number) {
  act(() => {
    document.documentElement.scrollTop = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollToTopButton', () => {
  afterEach(() => {
    document.documentElement.scrollTop = 0;
  });

  it('is hidden until the page is scrolled more than 300 px', () => {
    expect(SCROLL_TO_TOP_THRESHOLD_PX).toBe(300);
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollWindowTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollWindowTo(301);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

    scrollWindowTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls the window back to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTopButton />);
    scrollWindowTo(900);

    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));

    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
