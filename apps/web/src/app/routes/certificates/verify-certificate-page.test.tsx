import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { mockApi, ok, renderPage } from '../../../test/render-with-api';

const NUMBER = 'IIIDEM-2026-7K3QX9M2';

function serveCertificate(course_nameHi = '') {
  return mockApi((url) => {
    if (url.pathname === `/api/certificates/${NUMBER}`) {
      return ok({
        success: true,
        data: {
          valid: true,
          certificate_number: NUMBER,
          participant_name: 'Ms Asha K Verma',
          course_name: 'Certification Course for Returning Officers',
          course_nameHi,
          start_from: '2026-02-21',
          end_to: '2026-02-25',
          issued_at: '2026-03-01T06:30:00.000Z',
        },
      });
    }
    if (url.pathname.startsWith('/api/certificates/')) {
      return { status: 404, body: { success: false, message: 'No certificate has this number.' } };
    }
    return undefined;
  });
}

describe('Verify Certificate (/verify-certificate/:number)', () => {
  it('confirms a valid certificate with its number, participant, course, dates and issue date', async () => {
    serveCertificate();
    renderPage(`/verify-certificate/${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Certificate' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /This certificate is valid\./ })).toBeInTheDocument();
    const facts = document.querySelector('dl')?.textContent ?? '';
    for (const text of [
      `Certificate number${NUMBER}`,
      'ParticipantMs Asha K Verma',
      'CourseCertification Course for Returning Officers',
      'Course dates21 February 2026 to 25 February 2026',
      'Issued on1 March 2026',
    ]) {
      expect(facts).toContain(text);
    }
    expect(document.title).toBe('Verify Certificate | IIIDEM');
  });

  it('says clearly when no certificate has the number', async () => {
    serveCertificate();
    renderPage('/verify-certificate/IIIDEM-2026-00000000');
    expect(await screen.findByRole('heading', { name: 'No certificate has this number.' })).toBeInTheDocument();
    expect(screen.getByText('IIIDEM-2026-00000000')).toBeInTheDocument();
  });

  it('does not ask the server about something that is not a certificate number', async () => {
    const fetchSpy = serveCertificate();
    renderPage('/verify-certificate/hello');
    expect(await screen.findByRole('heading', { name: 'No certificate has this number.' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('/api/certificates/'))).toBe(false);
  });

  it('checks another number from the form, explaining the expected form first', async () => {
    serveCertificate();
    const { router } = renderPage('/verify-certificate/hello');
    const field = await screen.findByLabelText(/Certificate number/);
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Verify certificate' }));
    expect(await screen.findByText('Please enter a certificate number like IIIDEM-2026-7K3QX9M2.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, ` ${NUMBER.toLowerCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Verify certificate' }));
    expect(await screen.findByRole('heading', { name: /This certificate is valid\./ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verify-certificate/${NUMBER}`);
  });
});

describe('Verify Certificate in Hindi', () => {
  it('confirms a valid certificate with Hindi labels and dates, the course name marked English', async () => {
    i18n.activate('hi');
    serveCertificate();
    renderPage(`/verify-certificate/${NUMBER}`);
    expect(await screen.findByRole('heading', { name: /यह प्रमाणपत्र मान्य है।/ })).toBeInTheDocument();
    const facts = document.querySelector('dl')?.textContent ?? '';
    for (const text of [
      `प्रमाणपत्र संख्या${NUMBER}`,
      'प्रतिभागीMs Asha K Verma',
      'पाठ्यक्रम की तिथियां21 फ़रवरी 2026 से 25 फ़रवरी 2026 तक',
      'जारी करने की तिथि1 मार्च 2026',
    ]) {
      expect(facts).toContain(text);
    }
    expect(screen.getByText('Certification Course for Returning Officers')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'प्रमाणपत्र सत्यापित करें' })).toBeInTheDocument();
  });

  it('names the course in Hindi where its Hindi is written', async () => {
    i18n.activate('hi');
    serveCertificate('निर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम');
    renderPage(`/verify-certificate/${NUMBER}`);
    expect(await screen.findByRole('heading', { name: /यह प्रमाणपत्र मान्य है।/ })).toBeInTheDocument();
    expect(document.querySelector('dl')?.textContent).toContain('पाठ्यक्रमनिर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम');
    expect(screen.queryByText('Certification Course for Returning Officers')).toBeNull();
    expect(document.querySelector('dl [lang="en"]')).toBeNull();
  });

  it('says in Hindi that no certificate has the number, and explains a wrong number in Hindi', async () => {
    i18n.activate('hi');
    serveCertificate();
    renderPage('/verify-certificate/hello');
    expect(await screen.findByRole('heading', { name: 'इस संख्या का कोई प्रमाणपत्र नहीं है।' })).toBeInTheDocument();
    const field = await screen.findByLabelText(/प्रमाणपत्र संख्या/);
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'प्रमाणपत्र सत्यापित करें' }));
    expect(await screen.findByText('कृपया IIIDEM-2026-7K3QX9M2 जैसी प्रमाणपत्र संख्या दर्ज करें।')).toBeInTheDocument();
  });
});
