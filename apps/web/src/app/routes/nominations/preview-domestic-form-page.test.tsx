import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_SECTION_TITLES } from '../../../test/nomination-sections';
import { mockApi, ok, renderPage } from '../../../test/render-with-api';

function serveCountries() {
  return mockApi((url) =>
    url.pathname === '/api/countries'
      ? ok({ success: true, data: [{ id: 156, name: 'NIGERIA', nicename: 'Nigeria', iso: 'NG' }] })
      : undefined,
  );
}

describe('static certification form (/preview-domestic-form)', () => {
  it('shows the sections as an accordion with the spec asterisks, and a Back link to /dashboard', async () => {
    serveCountries();
    const user = userEvent.setup();
    renderPage('/preview-domestic-form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certification Programme Nomination Form' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    // The static form is the international one without its hostel question.
    const sections = INTERNATIONAL_SECTION_TITLES.filter((title) => title !== 'Hostel Accommodation');
    for (const name of sections) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basic Details' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Personal Details' }));

    const form = document.querySelector('form.static-form') as HTMLFormElement;
    const starred = [...form.querySelectorAll('label, legend')]
      .filter((label) => label.querySelector('.form-field__required'))
      .map((label) => label.textContent?.replace(/\s*\*$/, ''));
    expect(starred).toEqual([
      'First Name',
      'Last Name',
      'Gender',
      'Country of Birth',
      'Nationality',
      'Marital Status',
      'Country Code',
      'Reasons for applying (not more than 100 words)',
      'Blood Group',
    ]);
  });

  it('Reset empties the inputs and Submit sends nothing', async () => {
    const spy = serveCountries();
    const user = userEvent.setup();
    renderPage('/preview-domestic-form');
    await user.click(await screen.findByRole('button', { name: 'Personal Details' }));
    const firstName = screen.getByLabelText(/^First Name/);
    await user.type(firstName, 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('This is a preview of the form: nothing was sent.');
    expect(spy.mock.calls.every(([input]) => !String(input).includes('nomination'))).toBe(true);
    expect(spy.mock.calls.every((call) => (call[1]?.method ?? 'GET') === 'GET')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(firstName).toHaveValue('');
    expect(
      within(document.querySelector('form.static-form') as HTMLElement).queryByText(/nothing was sent/),
    ).toBeNull();
  });
});
