import { PAGE_MESSAGES, type TAdminPage } from '@iiidem/shared/admin/pages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { answer, mockContentApi } from '../ui/content-test-utils';
import { PageEditor } from './page-editor';

function page(overrides: Partial<TAdminPage> = {}): TAdminPage {
  return {
    id: 7,
    slug: 'about-us',
    path: '/about-us',
    title: 'About Us',
    builtin: true,
    published: true,
    unpublishedChanges: false,
    lastPublishedAt: '2026-11-01T10:00:00.000Z',
    draftUpdatedAt: '2026-11-01T10:00:00.000Z',
    draftVersion: 3,
    menuGroup: null,
    menuOrder: 0,
    draft: {
      title: { en: 'About Us', hi: 'हमारे बारे में' },
      summary: { en: '', hi: '' },
      blocks: [{ type: 'text', body: { en: 'IIIDEM trains election officials.', hi: '' } }],
    },
    revisions: [
      { id: 2, publishedAt: '2026-11-02T10:00:00.000Z', publishedBy: 'Asha Rao', restoredFrom: null, current: true },
      { id: 1, publishedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, restoredFrom: null, current: false },
    ],
    ...overrides,
  };
}

function renderEditor(current = page()) {
  const onChanged = vi.fn();
  render(
    <FreshSwr>
      <MemoryRouter>
        <PageEditor page={current} onChanged={onChanged} />
      </MemoryRouter>
    </FreshSwr>,
  );
  return onChanged;
}

describe('PageEditor (issue 15)', () => {
  it('saves the draft with the version it was opened at, then publishes the saved version', async () => {
    const user = userEvent.setup();
    const seen = mockContentApi(({ method, path, body }) => {
      if (method === 'PUT' && path === '/api/admin/pages/7/draft') {
        const document = (body as { document: TAdminPage['draft'] }).document;
        return answer({
          success: true,
          message: PAGE_MESSAGES.saved,
          data: page({ draft: document, draftVersion: 4, unpublishedChanges: true }),
        });
      }
      if (method === 'POST' && path === '/api/admin/pages/7/publish') {
        return answer({ success: true, message: PAGE_MESSAGES.published, data: page({ draftVersion: 4 }) });
      }
      return undefined;
    });
    const onChanged = renderEditor();
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'IIIDEM **trains** officials.');
    await user.type(screen.getByRole('textbox', { name: 'Text (Hindi)' }), 'आईआईआईडीईएम');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(PAGE_MESSAGES.published)).toBeInTheDocument();
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      version: 3,
      document: {
        title: { en: 'About Us', hi: 'हमारे बारे में' },
        summary: { en: '', hi: '' },
        blocks: [{ type: 'text', body: { en: 'IIIDEM **trains** officials.', hi: 'आईआईआईडीईएम' } }],
      },
    });
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ version: 4 });
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('adds, moves and removes blocks, and shows a field’s mistake without sending anything', async () => {
    const user = userEvent.setup();
    const seen = mockContentApi(() => undefined);
    renderEditor();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of block to add' }), 'figures');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const figures = screen.getByRole('group', { name: 'Block 2: Figures' });
    await user.click(within(figures).getByRole('button', { name: 'Move up block 2' }));
    expect(screen.getByRole('group', { name: 'Block 1: Figures' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The page has mistakes: see the messages under the fields.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Block 1: Figures' })).getAllByText('Please enter the figure.'),
    ).toHaveLength(1);
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove block 1' }));
    expect(screen.queryByRole('group', { name: /Figures/ })).not.toBeInTheDocument();
  });

  it('adds a part of the site settings chosen from a list, and sends only its name', async () => {
    const user = userEvent.setup();
    const seen = mockContentApi(({ method }) =>
      method === 'PUT' ? answer({ success: true, message: PAGE_MESSAGES.saved, data: page() }) : undefined,
    );
    renderEditor();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of block to add' }), 'settings');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const block = screen.getByRole('group', { name: 'Block 2: Contact details from the site settings' });
    const part = within(block).getByRole('combobox', { name: /Part of the site settings/ });
    expect(
      within(part)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Postal address', 'Phone, fax and e-mail', 'This website’s mailbox']));
    await user.selectOptions(part, 'mailboxes');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(PAGE_MESSAGES.saved)).toBeInTheDocument();
    const put = seen.find((request) => request.method === 'PUT')?.body as { document: TAdminPage['draft'] };
    expect(put.document.blocks.at(-1)).toEqual({
      type: 'settings',
      part: 'mailboxes',
    });
  });

  it('says plainly when someone else saved the page in between', async () => {
    const user = userEvent.setup();
    mockContentApi(({ method }) =>
      method === 'PUT' ? answer({ success: false, message: PAGE_MESSAGES.staleDraft }, 409) : undefined,
    );
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAGE_MESSAGES.staleDraft);
  });

  it('previews the page as the site shows it, text as HTML from the server', async () => {
    const user = userEvent.setup();
    mockContentApi(({ method, path }) =>
      method === 'POST' && path === '/api/admin/pages/preview'
        ? answer({
            success: true,
            data: {
              slug: 'preview',
              title: 'About Us',
              titleHi: '',
              summary: '',
              summaryHi: '',
              lastUpdated: '2026-11-24T10:00:00.000Z',
              blocks: [{ type: 'text', html: '<p>IIIDEM <strong>trains</strong>.</p>', htmlHi: '' }],
            },
          })
        : undefined,
    );
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview: About Us' });
    expect(within(preview).getByText('trains').tagName).toBe('STRONG');
  });

  it('restores an earlier revision after asking', async () => {
    const user = userEvent.setup();
    const seen = mockContentApi(({ method, path }) =>
      method === 'POST' && path === '/api/admin/pages/7/revisions/1/restore'
        ? answer({ success: true, message: PAGE_MESSAGES.restored, data: page({ draftVersion: 5 }) })
        : undefined,
    );
    renderEditor();
    const revisions = screen.getByRole('region', { name: 'Revisions' });
    expect(within(revisions).getAllByRole('row')).toHaveLength(3);
    expect(within(revisions).getByText('First text of the site')).toBeInTheDocument();
    await user.click(within(revisions).getByRole('button', { name: /^Restore/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore and publish' }));
    expect(await screen.findByText(PAGE_MESSAGES.restored)).toBeInTheDocument();
    expect(seen.some((request) => request.path === '/api/admin/pages/7/revisions/1/restore')).toBe(true);
  });
});
