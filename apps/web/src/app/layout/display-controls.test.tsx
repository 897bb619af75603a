import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyRememberedDisplay, resetDisplayPreferencesForTests } from '../../lib/display-preferences';
import { i18n } from '../../lib/i18n/runtime';
import { DisplayControls } from './display-controls';

function clearDisplayCookies() {
  for (const name of ['text_size', 'contrast']) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  clearDisplayCookies();
  resetDisplayPreferencesForTests();
});

afterEach(() => {
  clearDisplayCookies();
  resetDisplayPreferencesForTests();
  document.documentElement.removeAttribute('data-text-size');
  document.documentElement.removeAttribute('data-contrast');
});

const html = () => document.documentElement;

/**
 * The cookies as written (reading them back depends on the shared test environment's clock and address, which
 * other files move: see lib/i18n/language.test.ts).
 */
function watchCookies() {
  const written = vi.spyOn(document, 'cookie', 'set');
  return (name: string) =>
    written.mock.calls
      .map(([cookie]) => cookie)
      .filter((cookie) => cookie.startsWith(`${name}=`))
      .at(-1);
}

describe('the text size and contrast controls (issue 16)', () => {
  it('start at the normal size without high contrast, each button saying whether it is on', () => {
    render(<DisplayControls />);
    const sizes = screen.getByRole('group', { name: 'Text size' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['A- Smaller text', 'A Normal text size', 'A+ Larger text']);
    expect(screen.getByRole('button', { name: 'A- Smaller text' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'A Normal text size' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'A+ Larger text' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'false');
    expect(html()).not.toHaveAttribute('data-text-size');
    expect(html()).not.toHaveAttribute('data-contrast');
  });

  it('sets the text size on the page and remembers it in a cookie; A goes back to normal and forgets it', async () => {
    const lastCookie = watchCookies();
    const user = userEvent.setup();
    render(<DisplayControls />);
    await user.click(screen.getByRole('button', { name: /Larger text/ }));
    expect(html()).toHaveAttribute('data-text-size', 'large');
    expect(lastCookie('text_size')).toMatch(/^text_size=large; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(screen.getByRole('button', { name: /Larger text/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Normal text size/ })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: /Smaller text/ }));
    expect(html()).toHaveAttribute('data-text-size', 'small');
    expect(lastCookie('text_size')).toMatch(/^text_size=small; /);

    await user.click(screen.getByRole('button', { name: /Normal text size/ }));
    expect(html()).not.toHaveAttribute('data-text-size');
    expect(lastCookie('text_size')).toMatch(/^text_size=; Path=\/; Max-Age=0; /);
  });

  it('turns high contrast on and off, remembered in a cookie', async () => {
    const lastCookie = watchCookies();
    const user = userEvent.setup();
    render(<DisplayControls />);
    const toggle = screen.getByRole('button', { name: 'High contrast' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html()).toHaveAttribute('data-contrast', 'high');
    expect(lastCookie('contrast')).toMatch(/^contrast=high; Path=\/; Max-Age=31536000; /);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html()).not.toHaveAttribute('data-contrast');
    expect(lastCookie('contrast')).toMatch(/^contrast=; Path=\/; Max-Age=0; /);
  });

  it('shows the remembered choice on the next page (read from the cookies at start-up)', () => {
    // As the buttons left them on an earlier page.
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('lang=en; text_size=large; contrast=high');
    applyRememberedDisplay(document);
    expect(html()).toHaveAttribute('data-text-size', 'large');
    expect(html()).toHaveAttribute('data-contrast', 'high');
    render(<DisplayControls />);
    expect(screen.getByRole('button', { name: /Larger text/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('names every button in Hindi on a Hindi page', () => {
    i18n.activate('hi');
    render(<DisplayControls />);
    expect(screen.getByRole('group', { name: 'पाठ का आकार' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A- छोटा पाठ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A सामान्य पाठ आकार' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A+ बड़ा पाठ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'उच्च कंट्रास्ट' })).toBeInTheDocument();
  });
});
