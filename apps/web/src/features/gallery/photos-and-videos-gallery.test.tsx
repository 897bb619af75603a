import type { TPhoto, TVideo } from '@iiidem/shared/gallery/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { mockFetch, okJson, renderAppAt, requestedUrls } from '../../test/mock-api';
import { initialGalleryTab } from './photos-and-videos-gallery';

function photo(id: number, overrides: Partial<TPhoto> = {}): TPhoto {
  return {
    id,
    category_id: 2,
    title: `Photo ${id}`,
    titleHi: '',
    photo_url: `/files/gallery/photo-${id}.jpg`,
    width: 1200,
    height: 800,
    variants: [400, 800, 1200].map((width) => ({
      width,
      height: Math.round((800 * width) / 1200),
      webp: `/files/gallery/photo-${id}-${width}w.webp`,
      jpeg: `/files/gallery/photo-${id}-${width}w.jpg`,
    })),
    ...overrides,
  };
}

function video(id: number, overrides: Partial<TVideo> = {}): TVideo {
  return {
    id,
    title: `Video ${id}`,
    titleHi: '',
    youtube_url: `https://www.youtube-nocookie.com/embed/v${id}?rel=0&amp;modestbranding=1`,
    ...overrides,
  };
}

function serveGallery(photos: TPhoto[], videos: TVideo[] = []) {
  return mockFetch((url) => {
    if (url.pathname === '/api/photos') return okJson({ success: true, data: photos });
    if (url.pathname === '/api/videos') return okJson({ success: true, data: videos });
    return undefined;
  });
}

/** The photo the viewer shows now, by its caption. */
function currentCaption(): string | null | undefined {
  return document.querySelector('.yarl__slide_current figcaption')?.textContent;
}

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

describe('initialGalleryTab', () => {
  it('takes the tab from navigation state and defaults to Photos', () => {
    expect(initialGalleryTab({ tab: 'videos' })).toBe('videos');
    expect(initialGalleryTab({ tab: 'photos' })).toBe('photos');
    expect(initialGalleryTab({ tab: 'other' })).toBe('photos');
    expect(initialGalleryTab(null)).toBe('photos');
    expect(initialGalleryTab(undefined)).toBe('photos');
  });
});

describe('/photos-and-videos-gallery', () => {
  it('opens on Photos and shows only photos with both an address and a title, with sizes for each', async () => {
    const spy = serveGallery([photo(1), photo(2, { title: '' }), photo(3, { photo_url: '' }), photo(4)]);
    renderAppAt('/photos-and-videos-gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos & Videos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    const buttons = await screen.findAllByRole('button', { name: /^Open photo:/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Open photo: Photo 1', 'Open photo: Photo 4']);

    const img = buttons[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    // The first photo, the page's largest paint, loads at once and first; the others do not jump the queue.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(buttons[1]!.querySelector('img')).toHaveAttribute('fetchpriority', 'auto');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/files/gallery/photo-1-400w.jpg 400w'));
    expect(buttons[0]!.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(buttons[0]!.querySelector('source')).toHaveAttribute(
      'srcset',
      '/files/gallery/photo-1-400w.webp 400w, /files/gallery/photo-1-800w.webp 800w, /files/gallery/photo-1-1200w.webp 1200w',
    );
    expect(requestedUrls(spy)).toEqual(['/api/photos?category_id=2']);
  }, 20_000);

  it("says 'No Photos available.' when there are none or they fail to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 500, body: { success: false, message: 'down' } }));
    renderAppAt('/photos-and-videos-gallery');
    expect(await screen.findByText('No Photos available.')).toBeInTheDocument();
  }, 20_000);

  it('opens on the Videos tab from navigation state and embeds the unescaped addresses with titles', async () => {
    const spy = serveGallery([], [video(1), video(2, { title: '' }), video(3, { youtube_url: '' }), video(4)]);
    renderAppAt('/photos-and-videos-gallery', { tab: 'videos' });
    expect(await screen.findByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    const frames = await screen.findAllByTitle(/^Video \d$/);
    expect(frames.map((frame) => frame.getAttribute('title'))).toEqual(['Video 1', 'Video 4']);
    expect(frames[0]).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/v1?rel=0&modestbranding=1');
    expect(requestedUrls(spy)).toEqual(['/api/videos?category_id=1']);
  }, 20_000);

  it("says 'No videos available.' when no video has both a title and an address", async () => {
    serveGallery([], [video(1, { title: '' })]);
    renderAppAt('/photos-and-videos-gallery');
    await userEvent.click(await screen.findByRole('tab', { name: 'Videos' }));
    expect(await screen.findByText('No videos available.')).toBeInTheDocument();
  }, 20_000);

  it('moves between the tabs with the arrow keys', async () => {
    serveGallery([photo(1)], [video(1)]);
    renderAppAt('/photos-and-videos-gallery');
    const photosTab = await screen.findByRole('tab', { name: 'Photos' });
    photosTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTitle('Video 1')).toBeInTheDocument();
  }, 20_000);
});

describe('the photo viewer', () => {
  it('opens on the chosen photo, goes next and previous, wraps at both ends and closes', async () => {
    serveGallery([photo(1), photo(2), photo(3)]);
    renderAppAt('/photos-and-videos-gallery');
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo: Photo 3' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo gallery' });
    await waitFor(() => expect(currentCaption()).toBe('Photo 3'));

    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(currentCaption()).toBe('Photo 1'));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(currentCaption()).toBe('Photo 3'));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(currentCaption()).toBe('Photo 2'));

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentCaption()).toBe('Photo 3'));

    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photo gallery' })).not.toBeInTheDocument());
  }, 20_000);

  it('moves on by itself every 10 seconds, wrapping from the last photo to the first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveGallery([photo(1), photo(2), photo(3)]);
    renderAppAt('/photos-and-videos-gallery');
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo: Photo 2' }));
    await waitFor(() => expect(currentCaption()).toBe('Photo 2'));

    await act(async () => vi.advanceTimersByTime(9_000));
    expect(currentCaption()).toBe('Photo 2');
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(currentCaption()).toBe('Photo 3'));
    await act(async () => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(currentCaption()).toBe('Photo 1'));
  }, 20_000);

  it('stops moving on by itself when paused, and starts again on play', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveGallery([photo(1), photo(2)]);
    renderAppAt('/photos-and-videos-gallery');
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo: Photo 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo gallery' });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Pause slideshow' }));
    await act(async () => vi.advanceTimersByTime(25_000));
    expect(currentCaption()).toBe('Photo 1');

    await userEvent.click(within(viewer).getByRole('button', { name: 'Play slideshow' }));
    await act(async () => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(currentCaption()).toBe('Photo 2'));
  }, 20_000);
});

describe('/photos-and-videos-gallery in Hindi', () => {
  it('shows the tabs, Hindi captions where written and English ones marked lang="en"', async () => {
    i18n.activate('hi');
    serveGallery([photo(1, { titleHi: 'फ़ोटो एक' }), photo(4)], [video(1, { titleHi: 'वीडियो एक' }), video(2)]);
    renderAppAt('/photos-and-videos-gallery');
    expect(await screen.findByRole('tab', { name: 'फ़ोटो' })).toHaveAttribute('aria-selected', 'true');
    const buttons = await screen.findAllByRole('button', { name: /^फ़ोटो खोलें:/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['फ़ोटो खोलें: फ़ोटो एक', 'फ़ोटो खोलें: Photo 4']);
    expect(within(buttons[1]!).getByText('Photo 4')).toHaveAttribute('lang', 'en');

    await userEvent.click(screen.getByRole('tab', { name: 'वीडियो' }));
    const frames = await screen.findAllByTitle(/एक|Video/);
    expect(frames.map((frame) => frame.getAttribute('title'))).toEqual(['वीडियो एक', 'Video 2']);
    expect(screen.getByText('Video 2', { selector: 'figcaption' })).toHaveAttribute('lang', 'en');
  }, 20_000);

  it('says there are no photos in Hindi', async () => {
    i18n.activate('hi');
    serveGallery([]);
    renderAppAt('/photos-and-videos-gallery');
    expect(await screen.findByText(/कोई फ़ोटो उपलब्ध नहीं/)).toBeInTheDocument();
  }, 20_000);
});
