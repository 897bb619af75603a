import { PAGE_MESSAGES, type TAdminPage } from '@iiidem/shared/admin/pages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { answer, mockContentApi } from '../ui/content-test-utils';
import { PageEditor } from './page-editor';

/** A who's-who page (issue 15): its introduction and a list of people. */
function page(blocks: TAdminPage['draft']['blocks']): TAdminPage {
  return {
    id: 9,
    slug: 'our-alumni',
    path: '/our-alumni',
    title: 'Our Alumni',
    builtin: true,
    published: true,
    unpublishedChanges: false,
    lastPublishedAt: '2026-11-01T10:00:00.000Z',
    draftUpdatedAt: '2026-11-01T10:00:00.000Z',
    draftVersion: 2,
    menuGroup: null,
    menuOrder: 0,
    draft: { title: { en: 'Our Alumni', hi: '' }, summary: { en: '', hi: '' }, blocks },
    revisions: [],
  };
}

function renderEditor(current: TAdminPage) {
  render(
    <FreshSwr>
      <MemoryRouter>
        <PageEditor page={current} onChanged={vi.fn()} />
      </MemoryRouter>
    </FreshSwr>,
  );
}

function savedBlocks(seen: ReturnType<typeof mockContentApi>) {
  const put = seen.find((request) => request.method === 'PUT');
  if (!put) throw new Error('nothing was saved');
  return (put.body as { document: TAdminPage['draft'] }).document.blocks;
}

describe('the people block in the page editor (issue 15)', () => {
  it('offers every layout the who’s-who pages use and sends the list’s name in English and Hindi', async () => {
    const user = userEvent.setup();
    const seen = mockContentApi(({ method, body }) =>
      method === 'PUT'
        ? answer({
            success: true,
            message: PAGE_MESSAGES.saved,
            data: page((body as { document: TAdminPage['draft'] }).document.blocks),
          })
        : undefined,
    );
    renderEditor(page([{ type: 'text', body: { en: 'Programmes of the institute.', hi: '' } }]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of block to add' }), 'people');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const block = screen.getByRole('group', { name: 'Block 2: List of people' });
    const layout = within(block).getByRole('combobox', { name: 'Shown as' });
    expect(
      within(layout)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean),
    ).toEqual(['cards', 'table', 'profiles', 'programmes', 'logos']);
    await user.selectOptions(within(block).getByRole('combobox', { name: /^List/ }), 'our-alumni');
    await user.selectOptions(layout, 'programmes');
    const name = 'Name of the list (for screen readers; a table’s caption)';
    await user.type(within(block).getByRole('textbox', { name }), 'Programmes');
    await user.type(within(block).getByRole('textbox', { name: `${name} (Hindi)` }), 'कार्यक्रम');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(PAGE_MESSAGES.saved)).toBeInTheDocument();
    expect(savedBlocks(seen).at(-1)).toEqual({
      type: 'people',
      list: 'our-alumni',
      layout: 'programmes',
      label: { en: 'Programmes', hi: 'कार्यक्रम' },
    });
  });

  it('saves a list stored before lists had names with an empty name (the layout’s own then shows)', async () => {
    const user = userEvent.setup();
    const seen = mockContentApi(({ method }) =>
      method === 'PUT' ? answer({ success: true, message: PAGE_MESSAGES.saved, data: page([]) }) : undefined,
    );
    // A draft saved before the list names: its people block has no label.
    renderEditor(
      page([{ type: 'people', list: 'officers', layout: 'table' } as TAdminPage['draft']['blocks'][number]]),
    );
    const block = screen.getByRole('group', { name: 'Block 1: List of people' });
    expect(
      within(block).getByRole('textbox', { name: 'Name of the list (for screen readers; a table’s caption)' }),
    ).toHaveValue('');
    // jsdom leaves a select's stored value unselected: choose them as a user would.
    await user.selectOptions(within(block).getByRole('combobox', { name: /^List/ }), 'officers');
    await user.selectOptions(within(block).getByRole('combobox', { name: 'Shown as' }), 'table');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(PAGE_MESSAGES.saved)).toBeInTheDocument();
    expect(savedBlocks(seen)).toEqual([
      { type: 'people', list: 'officers', layout: 'table', label: { en: '', hi: '' } },
    ]);
  });
});
