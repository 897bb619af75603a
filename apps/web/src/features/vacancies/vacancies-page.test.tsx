import type { TVacancy } from '@iiidem/shared/vacancies/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { mockFetch, okJson, renderAppAt, requestedUrls } from '../../test/mock-api';
import { SITE_SETTINGS_FIXTURE } from '../../test/site-settings';

const VACANCIES: TVacancy[] = [
  {
    id: 5,
    title: 'Filling up of the posts of Deputy Director (Academic Affairs) on Deputation basis',
    titleHi: '',
    upload_date: '2025-05-10',
    last_date: '2025-06-24',
    advertisement_no: 'IIIDEM/Rectt/2025/05',
    pdf: '/files/vacancies/advertisement-1.pdf',
    pdf_info: { type: 'application/pdf', size: 250_880 },
  },
  {
    id: 4,
    title: 'Engagement of Young Professionals',
    titleHi: '',
    upload_date: '2025-04-02',
    last_date: null,
    advertisement_no: null,
    pdf: null,
    pdf_info: null,
  },
];

/** A cell's text without the column name it shows on a phone. */
function valueText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const label of copy.querySelectorAll('.vacancies-table__label')) label.remove();
  return copy.textContent ?? '';
}

describe('/iiidem-vacancies', () => {
  it('lists the vacancies with serial number, title, start and end dates, advertisement number and download', async () => {
    const spy = mockFetch((url) =>
      url.pathname === '/api/vacancies' ? okJson({ success: true, data: VACANCIES }) : undefined,
    );
    renderAppAt('/iiidem-vacancies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancies' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recruitment and engagement notices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S. No.', 'Title', 'Start Date', 'End Date', 'Advertisement No.', 'Download']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // On a phone each row is a card whose values carry their column's name (issue 17).
    expect([...rows[0]!.querySelectorAll('.vacancies-table__label')].map((label) => label.textContent)).toEqual([
      'S. No.',
      'Start Date',
      'End Date',
      'Advertisement No.',
    ]);
    expect([...rows[0]!.children].map(valueText)).toEqual([
      '1',
      VACANCIES[0]!.title,
      '10-05-2025',
      '24-06-2025',
      'IIIDEM/Rectt/2025/05',
      `Download the advertisement for ${VACANCIES[0]!.title} (PDF, 245 KB) (opens in a new tab)`,
    ]);
    const download = within(rows[0]!).getByRole('link', { name: /^Download/ });
    expect(download).toHaveAttribute('href', '/files/vacancies/advertisement-1.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect([...rows[1]!.children].map(valueText)).toEqual([
      '2',
      'Engagement of Young Professionals',
      '02-04-2025',
      '–Not given',
      '–Not given',
      '–No advertisement',
    ]);
    // The dash is what is seen; the words are what a screen reader says.
    expect(within(rows[1]!).getAllByText('–')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(requestedUrls(spy)).toEqual(['/api/vacancies']);
  }, 20_000);

  it("says 'No vacancies available.' when there are none", async () => {
    mockFetch((url) => (url.pathname === '/api/vacancies' ? okJson({ success: true, data: [] }) : undefined));
    renderAppAt('/iiidem-vacancies');
    expect(await screen.findByText('No vacancies available.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  }, 20_000);

  it("says 'No vacancies available.' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 503, body: { success: false, message: 'down' } }));
    renderAppAt('/iiidem-vacancies');
    expect(await screen.findByText('No vacancies available.')).toBeInTheDocument();
  }, 20_000);

  it('explains how to apply: the Word form, the HR mailbox, two phone numbers and two mailboxes', async () => {
    mockFetch((url) => (url.pathname === '/api/vacancies' ? okJson({ success: true, data: [] }) : undefined));
    renderAppAt('/iiidem-vacancies');
    const notes = await screen.findByRole('region', { name: 'How to apply' });
    // The form is a site setting (issue 15): its type and size come with the settings.
    const form = within(notes).getByRole('link', { name: 'application form (Word, 2 KB)' });
    expect(form).toHaveAttribute('href', '/docs/iiidem-application-form.docx');
    expect(form).toHaveAttribute('download', 'iiidem-application-form.docx');
    expect(notes).toHaveTextContent('Download the application form (Word, 2 KB).');
    expect(notes).toHaveTextContent('Save it as a PDF and e-mail it, with the attachments');
    const { recruitment } = SITE_SETTINGS_FIXTURE;
    expect(within(notes).getByRole('link', { name: recruitment.hrEmail })).toHaveAttribute(
      'href',
      `mailto:${recruitment.hrEmail}`,
    );
    expect(recruitment.phones).toHaveLength(2);
    for (const phone of recruitment.phones) {
      expect(within(notes).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    }
    expect(recruitment.emails).toHaveLength(2);
    for (const email of recruitment.emails) {
      expect(within(notes).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
  }, 20_000);

  it('links the application form staff uploaded in the back office, with its type and size (issue 15)', async () => {
    const applicationForm = {
      href: '/files/site-settings/0123456789abcdef0123456789abcdef.pdf',
      info: { type: 'application/pdf', size: 3_300 },
    };
    mockFetch((url) => {
      if (url.pathname === '/api/vacancies') return okJson({ success: true, data: [] });
      if (url.pathname === '/api/site-settings')
        return okJson({ success: true, data: { ...SITE_SETTINGS_FIXTURE, applicationForm } });
      return undefined;
    });
    renderAppAt('/iiidem-vacancies');
    const notes = await screen.findByRole('region', { name: 'How to apply' });
    const form = await within(notes).findByRole('link', { name: 'application form (PDF, 3 KB)' });
    expect(form).toHaveAttribute('href', applicationForm.href);
    expect(form).toHaveAttribute('download', 'iiidem-application-form.pdf');
  }, 20_000);
});

describe('/iiidem-vacancies in Hindi', () => {
  it('shows the table, the Hindi titles where written and how to apply in Hindi', async () => {
    i18n.activate('hi');
    const [first, second] = VACANCIES;
    mockFetch((url) =>
      url.pathname === '/api/vacancies'
        ? okJson({ success: true, data: [{ ...first!, titleHi: 'उप निदेशक के पदों को भरना' }, second!] })
        : undefined,
    );
    renderAppAt('/iiidem-vacancies');
    expect(await screen.findByRole('heading', { level: 1, name: 'रिक्तियां' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'भर्ती और नियुक्ति सूचनाएं' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['क्र. सं.', 'शीर्षक', 'आरंभ तिथि', 'समाप्ति तिथि', 'विज्ञापन सं.', 'डाउनलोड करें']);
    const rows = within(table).getAllByRole('row').slice(1);
    const download = within(rows[0]!).getByRole('link', { name: /^डाउनलोड करें/ });
    expect(download).toHaveAttribute('href', '/files/vacancies/advertisement-1.pdf');
    expect(download).toHaveTextContent(
      'डाउनलोड करें: उप निदेशक के पदों को भरना का विज्ञापन (पीडीएफ़, 245 केबी) (नए टैब में खुलता है)',
    );
    expect(within(rows[1]!).getByText('Engagement of Young Professionals')).toHaveAttribute('lang', 'en');
    expect(rows[1]).toHaveTextContent('–नहीं दिया गया');
    const notes = screen.getByRole('region', { name: 'आवेदन कैसे करें' });
    expect(within(notes).getByRole('link', { name: 'आवेदन पत्र (वर्ड, 2 केबी)' })).toHaveAttribute('download');
    expect(notes).toHaveTextContent('आवेदन पत्र (वर्ड, 2 केबी) डाउनलोड करें।');
  }, 20_000);
});
