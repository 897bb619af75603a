import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { NEWS_ADMIN_MESSAGES } from '@iiidem/shared/admin/news';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { answer, mockContentApi } from '../ui/content-test-utils';
import { NewsForm } from './news-form';

const CATEGORIES = [
  { id: 2, news_name: 'Latest News' },
  { id: 3, news_name: 'Tender & Miscellaneous' },
];

function serve() {
  return mockContentApi(({ method, path }) => {
    if (path === '/api/admin/news/categories') return answer({ success: true, data: CATEGORIES });
    if (method === 'POST') return answer({ success: true, message: 'The news item was created.', data: {} }, 201);
    return undefined;
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title(?! \(Hindi\))/), 'Tender for catering');
  await user.type(screen.getByLabelText(/Publish date/), '2026-01-15');
  await screen.findByRole('option', { name: 'Tender & Miscellaneous' });
  await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), '3');
}

function renderForm() {
  const onSaved = vi.fn();
  render(
    <FreshSwr>
      <NewsForm item={null} onSaved={onSaved} onCancel={() => {}} />
    </FreshSwr>,
  );
  return onSaved;
}

describe('NewsForm', () => {
  it('sends the fields and the chosen PDF as multipart', async () => {
    const seen = serve();
    const user = userEvent.setup();
    const onSaved = renderForm();
    await screen.findByRole('option', { name: 'Latest News' });
    await fill(user);
    const pdf = new File(['%PDF-1.4'], 'tender.pdf', { type: 'application/pdf' });
    const input = screen.getByLabelText(/Document file/);
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.upload(input, pdf);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('The news item was created.'));
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/admin/news');
    const body = post?.body as FormData;
    expect(body.get('news_title')).toBe('Tender for catering');
    expect(body.get('news_titleHi')).toBe('');
    expect(body.get('category_id')).toBe('3');
    expect(body.get('published')).toBe('false');
    expect(body.get('document_link')).toBe('');
    expect((body.get('document_file') as File).name).toBe('tender.pdf');
  });

  it('needs a link or a file, and not both', async () => {
    const seen = serve();
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEWS_ADMIN_MESSAGES.documentMissing)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Document link/), 'https://eci.gov.in/a');
    await user.upload(screen.getByLabelText(/Document file/), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEWS_ADMIN_MESSAGES.documentTwice)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    serve();
    const user = userEvent.setup();
    renderForm();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText(/Document file/), big);
    expect(await screen.findByText(ADMIN_MESSAGES.fileTooLarge)).toBeInTheDocument();
  });
});
