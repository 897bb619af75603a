import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths';
import { renderAppAt } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { answerUserDetails } from '../../test/user-details';

/** A held token whose user details arrive (a failing call would end the session, spec 1 §4). */
function signIn() {
  answerUserDetails('applicant');
  window.localStorage.setItem('accessToken', 'test-token');
  window.localStorage.setItem('user_type', '4');
}

/** What another tab does: change localStorage, which fires a `storage` event in this one. */
function changeStorageInAnotherTab(key: string, newValue: string | null) {
  act(() => {
    if (newValue === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });
}

async function renderAt(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('top bar session controls', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a Login link to /iiidem-login when signed out', async () => {
    await renderAt(paths.home);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/iiidem-login');
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('shows a dropdown with Dashboard, View Profile, Change Password and Logout when signed in', async () => {
    const user = userEvent.setup();
    signIn();
    await renderAt(paths.home);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    const menu = within(list as HTMLElement);
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('is keyboard operable and closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    signIn();
    await renderAt(paths.home);
    const button = await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 });
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    signIn();
    await renderAt(paths.home);
    const button = await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 });
    await user.click(button);

    await user.click(screen.getByRole('main'));

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on navigation', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = await renderAt(paths.home);
    await user.click(await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 }));

    await user.click(screen.getByRole('link', { name: 'View Profile' }));

    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(router.state.location.pathname).toBe('/edit-profile');
    expect(await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('Logout removes accessToken and user_type and goes to /iiidem-login', async () => {
    const user = userEvent.setup();
    signIn();
    window.localStorage.setItem('activeTab', 'international');
    const { router } = await renderAt(paths.dashboard);
    await user.click(await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 }));

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/iiidem-login');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('user_type')).toBeNull();
    expect(window.localStorage.getItem('activeTab')).toBe('international');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('flips between Login and the dropdown when another tab signs in or out', async () => {
    // The token the other tab holds is good: its user details arrive. Unanswered, the call would end the session and
    // take the dropdown away again, sooner or later depending on the machine's load.
    answerUserDetails('applicant');
    await renderAt(paths.home);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    changeStorageInAnotherTab('accessToken', 'token-from-another-tab');
    // The account menu's code loads when someone is signed in (issue 13): on a busy run that can pass a second.
    expect(await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    changeStorageInAnotherTab('accessToken', null);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('signs out when another tab clears all storage', async () => {
    signIn();
    await renderAt(paths.home);
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  describe('Back office link', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each(['staff', 'admin'] as const)('is in the menu of %s, first, and leads to /admin', async (role) => {
      const user = userEvent.setup();
      answerUserDetails(role);
      window.localStorage.setItem('accessToken', 'test-token');
      renderAppAt(paths.home);
      await screen.findByRole('heading', { level: 1 });
      await user.click(await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 }));
      const link = await screen.findByRole('link', { name: 'Back office' });
      expect(link).toHaveAttribute('href', '/admin');
      await user.keyboard('{Home}');
      expect(link).toHaveFocus();
    });

    it('is not shown to applicants', async () => {
      const user = userEvent.setup();
      signIn();
      const spy = vi.mocked(globalThis.fetch);
      renderAppAt(paths.home);
      await screen.findByRole('heading', { level: 1 });
      await user.click(await screen.findByRole('button', { name: 'My Account' }, { timeout: 10_000 }));
      await vi.waitFor(() => expect(spy).toHaveBeenCalled());
      expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
    });
  });
});
