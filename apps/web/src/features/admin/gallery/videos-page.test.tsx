import type { TAdminVideo } from '@iiidem/shared/admin/gallery';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { answer, mockContentApi, type SeenRequest } from '../ui/content-test-utils';
import VideosPage from './videos-page';

const video = (id: number, title: string, published: boolean): TAdminVideo => ({
  id,
  category_id: 1,
  title,
  titleHi: '',
  youtube_url: `https://www.youtube-nocookie.com/embed/v${id}`,
  sort_order: id,
  published,
});

function serve(onWrite: (request: SeenRequest) => { status: number; body: unknown } | undefined = () => undefined) {
  return mockContentApi((request) =>
    request.method === 'GET' && request.path === '/api/admin/videos?category_id=1'
      ? answer({ success: true, data: [video(1, 'Voter day', true), video(2, 'EVM demo', false)] })
      : onWrite(request),
  );
}

function renderPage() {
  return render(
    <FreshSwr>
      <VideosPage />
    </FreshSwr>,
  );
}

describe('Videos (/admin/videos)', () => {
  it('lists the videos with Edit, Hide or Publish and Remove per row', async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Gallery videos, in display order' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Address', 'Order', 'Status', 'Actions']);
    expect(within(rows[1]!).getByRole('button', { name: 'Hide video Voter day' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Publish video EVM demo' })).toBeInTheDocument();
  });

  it('hides a video and says so', async () => {
    const seen = serve((request) =>
      request.method === 'PUT' ? answer({ success: true, data: video(1, 'Voter day', false) }) : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hide video Voter day' }));
    expect(await screen.findByText('"Voter day" is hidden from the public gallery.')).toBeInTheDocument();
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/admin/videos/1');
    expect(put?.body).toMatchObject({ title: 'Voter day', published: false });
  });

  it('removes a video after the confirmation', async () => {
    const seen = serve((request) => (request.method === 'DELETE' ? answer({ success: true }) : undefined));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove video EVM demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the video "EVM demo"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('"EVM demo" was removed.')).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'DELETE' && request.path === '/api/admin/videos/2')).toBe(true);
  });

  it('opens the form for a new video and for an existing one', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit video Voter day' }));
    expect(screen.getByRole('region', { name: 'Edit video: Voter day' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title(?! \(Hindi\))/ })).toHaveValue('Voter day');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(screen.getByRole('region', { name: 'Add a video' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title(?! \(Hindi\))/ })).toHaveValue('');
  });
});
