import { PAGE_MESSAGES, type TAdminPage } from '@iiidem/shared/admin/pages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { answer, mockContentApi } from '../ui/content-test-utils';
import { PageEditor } from './page-editor';

const bi = (en: string, hi = '') => ({ en, hi });

function page(blocks: TAdminPage['draft']['blocks']): TAdminPage {
  return {
    id: 9,
    slug: 'screen-reader-access',
    path: '/screen-reader-access',
    title: 'Screen Reader Access',
    builtin: true,
    published: true,
    unpublishedChanges: false,
    lastPublishedAt: '2026-11-01T10:00:00.000Z',
    draftUpdatedAt: '2026-11-01T10:00:00.000Z',
    draftVersion: 2,
    menuGroup: null,
    menuOrder: 0,
    draft: { title: bi('Screen Reader Access'), summary: bi(''), blocks },
    revisions: [],
  };
}

const READERS = {
  type: 'table' as const,
  caption: bi('Screen readers', 'स्क्रीन रीडर'),
  columns: [bi('Screen Reader'), bi('Free / Commercial')],
  rows: [{ cells: [bi('NVDA'), bi('Free', 'निःशुल्क')] }],
};

function renderEditor(current: TAdminPage) {
  render(
    <FreshSwr>
      <MemoryRouter>
        <PageEditor page={current} onChanged={vi.fn()} />
      </MemoryRouter>
    </FreshSwr>,
  );
}

/** The document the editor sent with "Save draft". */
async function savedDocument(seen: ReturnType<typeof mockContentApi>) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(PAGE_MESSAGES.saved)).toBeInTheDocument();
  const put = seen.find((request) => request.method === 'PUT');
  if (!put) throw new Error('nothing was saved');
  return (put.body as { document: TAdminPage['draft'] }).document;
}

const saving = (current: TAdminPage) =>
  mockContentApi(({ method }) =>
    method === 'PUT' ? answer({ success: true, message: PAGE_MESSAGES.saved, data: current }) : undefined,
  );

describe('table block editor (issue 15)', () => {
  it('labels every field by its row and column, in English and Hindi', () => {
    renderEditor(page([READERS]));
    const block = screen.getByRole('group', { name: 'Block 1: Table' });
    expect(within(block).getByRole('textbox', { name: 'Caption (names the table)' })).toHaveValue('Screen readers');
    expect(within(block).getByRole('textbox', { name: 'Caption (Hindi)' })).toHaveValue('स्क्रीन रीडर');
    expect(within(block).getByRole('textbox', { name: 'Header of column 2' })).toHaveValue('Free / Commercial');
    expect(within(block).getByRole('textbox', { name: 'Row 1, Screen Reader' })).toHaveValue('NVDA');
    const hindi = within(block).getByRole('textbox', { name: 'Row 1, Free / Commercial (Hindi)' });
    expect(hindi).toHaveValue('निःशुल्क');
    expect(hindi).toHaveAttribute('lang', 'hi');
  });

  it('adds a column (a cell in every row) and a row from the keyboard, and sends them', async () => {
    const user = userEvent.setup();
    const current = page([READERS]);
    const seen = saving(current);
    renderEditor(current);
    const block = within(screen.getByRole('group', { name: 'Block 1: Table' }));
    block.getByRole('button', { name: 'Add column' }).focus();
    await user.keyboard('{Enter}');
    // The focus moves to the new column's header.
    const header = block.getByRole('textbox', { name: 'Header of column 3' });
    await vi.waitFor(() => expect(header).toHaveFocus());
    await user.keyboard('Website');
    await user.type(block.getByRole('textbox', { name: 'Row 1, Website' }), 'https://www.nvaccess.org/');
    block.getByRole('button', { name: 'Add row' }).focus();
    await user.keyboard('{Enter}');
    const name = block.getByRole('textbox', { name: 'Row 2, Screen Reader' });
    await vi.waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('JAWS');
    await user.type(block.getByRole('textbox', { name: 'Row 2, Free / Commercial' }), 'Commercial');
    await user.type(block.getByRole('textbox', { name: 'Row 2, Free / Commercial (Hindi)' }), 'व्यावसायिक');
    await user.type(block.getByRole('textbox', { name: 'Row 2, Website' }), 'https://www.freedomscientific.com/');
    const document = await savedDocument(seen);
    expect(document.blocks).toEqual([
      {
        type: 'table',
        caption: bi('Screen readers', 'स्क्रीन रीडर'),
        columns: [bi('Screen Reader'), bi('Free / Commercial'), bi('Website')],
        rows: [
          { cells: [bi('NVDA'), bi('Free', 'निःशुल्क'), bi('https://www.nvaccess.org/')] },
          { cells: [bi('JAWS'), bi('Commercial', 'व्यावसायिक'), bi('https://www.freedomscientific.com/')] },
        ],
      },
    ]);
  });

  it('removes a column from every row, and a row', async () => {
    const user = userEvent.setup();
    const current = page([{ ...READERS, rows: [...READERS.rows, { cells: [bi('JAWS'), bi('Commercial')] }] }]);
    const seen = saving(current);
    renderEditor(current);
    const block = within(screen.getByRole('group', { name: 'Block 1: Table' }));
    await user.click(block.getByRole('button', { name: 'Remove column 1' }));
    expect(block.getByRole('button', { name: 'Add column' })).toHaveFocus();
    expect(block.getByRole('textbox', { name: 'Row 2, Free / Commercial' })).toHaveValue('Commercial');
    await user.click(block.getByRole('button', { name: 'Remove row 1' }));
    expect(block.getByRole('button', { name: 'Add row' })).toHaveFocus();
    // The last column and the last row cannot be removed: a table has at least one of each.
    expect(block.getByRole('button', { name: 'Remove column 1' })).toBeDisabled();
    expect(block.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    const document = await savedDocument(seen);
    expect(document.blocks).toEqual([
      {
        type: 'table',
        caption: bi('Screen readers', 'स्क्रीन रीडर'),
        columns: [bi('Free / Commercial')],
        rows: [{ cells: [bi('Commercial')] }],
      },
    ]);
  });

  it('adds a table block, and shows its mistakes under the fields without sending anything', async () => {
    const user = userEvent.setup();
    const seen = mockContentApi(() => undefined);
    renderEditor(page([]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of block to add' }), 'table');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const block = within(screen.getByRole('group', { name: 'Block 1: Table' }));
    await user.type(block.getByRole('textbox', { name: 'Header of column 1' }), 'Time');
    await user.type(block.getByRole('textbox', { name: 'Header of column 2' }), 'Time');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await block.findByText('Please enter the table’s caption.')).toBeInTheDocument();
    expect(block.getByText('Give each column its own header.')).toBeInTheDocument();
    expect(block.getByRole('textbox', { name: 'Caption (names the table)' })).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('offers columns as a way to show sections', async () => {
    const user = userEvent.setup();
    mockContentApi(() => undefined);
    renderEditor(page([]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of block to add' }), 'sections');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    const style = within(screen.getByRole('group', { name: 'Block 1: Tabs, accordion or columns' })).getByRole(
      'combobox',
      { name: /Shown as/ },
    );
    expect(within(style).getByRole('option', { name: 'Columns (side by side on a wide screen)' })).toHaveValue(
      'columns',
    );
  });
});
