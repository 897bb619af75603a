import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChanges } from './use-unsaved-changes';

function Form() {
  const [value, setValue] = useState('');
  const prompt = useUnsavedChanges(value !== '');
  return (
    <form>
      <label>
        Title
        <input value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      </label>
      <Link to="/admin/news">News</Link>
      {prompt}
    </form>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/admin/courses', element: <Form /> },
      { path: '/admin/news', element: <h1>News page</h1> },
    ],
    { initialEntries: ['/admin/courses'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUnsavedChanges (issue 19)', () => {
  it('lets the page go at once while nothing is changed', async () => {
    const router = renderForm();
    await userEvent.setup().click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('heading', { name: 'News page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/news');
  });

  it("asks 'Leave this page?' with unsaved changes: Stay keeps the form, Leave goes", async () => {
    const router = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('link', { name: 'News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes have not been saved. If you leave now, they will be lost.',
    );
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin/courses');
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');

    await user.click(screen.getByRole('link', { name: 'News' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'News page' })).toBeInTheDocument();
  });

  it('asks the browser before a reload or closing the tab only while changes are unsaved', async () => {
    renderForm();
    const unchanged = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unchanged);
    expect(unchanged.defaultPrevented).toBe(false);
    await userEvent.setup().type(screen.getByLabelText('Title'), 'Draft');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    await waitFor(() => expect(changed.defaultPrevented).toBe(true));
  });
});
