import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { renderRoute } from '../../test/render-route';

async function renderHome() {
  const view = renderRoute(paths.home);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('Menu side panel', () => {
  it('opens as a dialog with the four groups and moves focus into it', async () => {
    const user = userEvent.setup();
    await renderHome();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(menuButton);

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', panel.id);
    for (const group of ['Institute', "Who's Who", 'Training Programs', 'Digital Resources']) {
      expect(within(panel).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(panel).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });

    await user.click(within(panel).getByRole('link', { name: 'Vacancies' }));

    await screen.findByRole('heading', { level: 1, name: 'Vacancies' });
    expect(router.state.location.pathname).toBe('/iiidem-vacancies');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a navigation happens by other means (e.g. Back)', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    await router.navigate(paths.siteMap);
    await screen.findByRole('heading', { level: 1, name: 'Site Map' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await router.navigate(-1);

    await screen.findByRole('heading', { level: 1, name: /India International Institute/ });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('passes the about-us tab and the course tab in navigation state', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Campus & Facilities' }));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(router.state.location.state).toEqual({ tab: 'Campus & Facilities' });

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: "Hon'ble Commission" }));
    expect(router.state.location.state).toEqual({ tab: "Organogram for the Hon'ble Commission" });

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'International' }));
    await screen.findByRole('heading', { level: 1, name: 'Training Programs' });
    expect(router.state.location).toMatchObject({
      pathname: '/iiidem-training-programs',
      state: { tab: 'international' },
    });
  });

  it('closes on Escape and returns focus to the Menu button', async () => {
    const user = userEvent.setup();
    await renderHome();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button and returns focus to the Menu button', async () => {
    const user = userEvent.setup();
    await renderHome();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);

    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
