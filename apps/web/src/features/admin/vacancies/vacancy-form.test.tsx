import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import type { TAdminVacancy } from '@iiidem/shared/admin/vacancies';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, mockContentApi } from '../ui/content-test-utils';
import { VacancyForm } from './vacancy-form';

const STORED: TAdminVacancy = {
  id: 4,
  title: 'Engagement of Consultants',
  titleHi: 'परामर्शदाताओं की नियुक्ति',
  upload_date: '2026-01-10',
  last_date: '2026-02-10',
  advertisement_no: 'IIIDEM/2026/01',
  pdf: '/files/vacancies/abc.pdf',
  published: true,
  createdAt: '2026-01-10T00:00:00.000Z',
};

describe('VacancyForm', () => {
  it('needs the advertisement PDF for a new vacancy and checks the last date', async () => {
    const seen = mockContentApi(() => undefined);
    const user = userEvent.setup();
    render(<VacancyForm item={null} onSaved={() => {}} onCancel={() => {}} />);
    await user.type(screen.getByLabelText(/^Title(?! \(Hindi\))/), 'Consultants');
    // Dates are typed DD-MM-YYYY, 8 digits shown as such (issue 17).
    await user.type(screen.getByLabelText(/Upload date/), '10012026');
    expect(screen.getByLabelText(/Upload date/)).toHaveValue('10-01-2026');
    await user.type(screen.getByLabelText(/Last date/), '09-01-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTENT_MESSAGES.lastBeforeUpload)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Last date/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTENT_MESSAGES.pdfRequired)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('saves an edited vacancy without a new PDF (the stored one is kept) as multipart PUT', async () => {
    const seen = mockContentApi(({ method }) =>
      method === 'PUT' ? answer({ success: true, message: 'The vacancy was saved.', data: STORED }) : undefined,
    );
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<VacancyForm item={STORED} onSaved={onSaved} onCancel={() => {}} />);
    expect(screen.getByRole('link', { name: /open the PDF/ })).toHaveAttribute('href', STORED.pdf);
    await user.clear(screen.getByLabelText(/^Title(?! \(Hindi\))/));
    await user.type(screen.getByLabelText(/^Title(?! \(Hindi\))/), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('The vacancy was saved.'));
    const body = seen[0]?.body as FormData;
    expect(seen[0]?.path).toBe('/api/admin/vacancies/4');
    expect(body.get('title')).toBe('Renamed');
    expect(body.get('published')).toBe('true');
    expect(body.get('pdf')).toBeNull();
  });
});
