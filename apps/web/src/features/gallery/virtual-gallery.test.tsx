import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { renderAppAt } from '../../test/mock-api';
import { VIRTUAL_GALLERY_IMAGES } from './virtual-gallery-images';

// happy-dom's Web Animations reject when the viewer cancels one; the viewer's animation is not under test.
const animate = HTMLElement.prototype.animate;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: undefined, configurable: true, writable: true });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true, writable: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const currentCaption = () => document.querySelector('.yarl__slide_current figcaption')?.textContent;
const captions = VIRTUAL_GALLERY_IMAGES.map((image) => i18n._(image.caption));

describe('/gallery (virtual gallery)', () => {
  it('shows 8 captioned pictures in a grid, each with its size and responsive sources', async () => {
    renderAppAt('/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual Gallery' })).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: /^Open photo:/ });
    expect(buttons).toHaveLength(8);
    expect(buttons.map((button) => button.textContent?.replace('Open photo: ', ''))).toEqual(captions);
    const img = buttons[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '533');
    expect(buttons[0]!.querySelector('source')).toHaveAttribute(
      'srcset',
      '/virtual-gallery/01-main-entrance-400w.webp 400w, /virtual-gallery/01-main-entrance-800w.webp 800w',
    );
  }, 20_000);

  it('opens a modal carousel with previous, next and close that wraps at both ends', async () => {
    renderAppAt('/gallery');
    await userEvent.click(await screen.findByRole('button', { name: `Open photo: ${captions[0]}` }));
    const viewer = await screen.findByRole('dialog', { name: 'Virtual gallery' });
    await waitFor(() => expect(currentCaption()).toBe(captions[0]));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(currentCaption()).toBe(captions[7]));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(currentCaption()).toBe(captions[0]));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('advances every 15 seconds and wraps from the eighth picture to the first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAppAt('/gallery');
    await userEvent.click(await screen.findByRole('button', { name: `Open photo: ${captions[7]}` }));
    await waitFor(() => expect(currentCaption()).toBe(captions[7]));
    await act(async () => vi.advanceTimersByTime(14_000));
    expect(currentCaption()).toBe(captions[7]);
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(currentCaption()).toBe(captions[0]));
    await act(async () => vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(currentCaption()).toBe(captions[1]));
  }, 20_000);
});

describe('/gallery (virtual gallery) in Hindi', () => {
  it('shows the intro and the captions in Hindi', async () => {
    i18n.activate('hi');
    renderAppAt('/gallery');
    expect(await screen.findByText(/संस्थान का एक वर्चुअल भ्रमण/)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'फ़ोटो खोलें: आईआईआईडीईएम परिसर का मुख्य प्रवेश द्वार' }),
    ).toBeInTheDocument();
  }, 20_000);
});
