import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { mockApi, ok, renderPage } from '../../../test/render-with-api';
import { sampleUserDetails } from '../../../test/user-details';

function application(id: number, status: number, name: string) {
  return {
    id,
    application_number: `IIIDEM/2026/${String(id).padStart(6, '0')}`,
    submitted_on: '2026-03-04',
    application_status: status,
    can_withdraw: status === 1,
    can_add_to_calendar: status === 2,
    course: {
      program_type_id: 1,
      id: id + 100,
      course_name: name,
      program_desc: `About ${name}.`,
      start_from: '2099-02-21',
      end_to: '2099-03-31',
      location: 'IIIDEM Campus, Dwarka, New Delhi',
      course_type: 'Residential',
    },
    certificate_pdf: null,
    certificate_pdf_info: null,
    certificate_jpg: null,
    certificate_jpg_info: null,
  };
}

describe('My Courses in Hindi (issue 14)', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'test-token');
    window.localStorage.setItem('user_type', '2');
  });

  it('shows the tabs, the fields, the side panel and the status track in Hindi', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/applications') {
        return ok({ success: true, data: [application(1, 3, 'Course One'), application(2, 4, 'Course Two')] });
      }
      if (url.pathname === '/api/applications/completed') return ok({ success: true, data: [] });
      if (url.pathname === '/api/user-details') return ok({ success: true, data: sampleUserDetails() });
      return undefined;
    });
    i18n.activate('hi');
    renderPage('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे पाठ्यक्रम' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'आवेदन किया' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'पूर्ण' })).toBeInTheDocument();
    const side = screen.getByRole('navigation', { name: 'डैशबोर्ड' });
    expect(within(side).getByRole('link', { name: 'मेरा डैशबोर्ड' })).toHaveAttribute('href', '/dashboard');
    expect(within(side).getByRole('link', { name: 'सभी पाठ्यक्रम' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल संपादित करें' })).toBeInTheDocument();

    const first = await screen.findByRole('button', { name: 'Course One' });
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    for (const text of [
      'पाठ्यक्रम का नामCourse One',
      'आवेदन आरंभ तिथि21-02-2099',
      'आवेदन की अंतिम तिथि31-03-2099',
      'आवेदन संख्याIIIDEM/2026/000001',
      'जमा करने की तिथि04-03-2026',
    ]) {
      expect(panel.textContent).toContain(text);
    }
    expect(within(panel).getByRole('button', { name: 'पावती डाउनलोड करें (पीडीएफ)' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'आवेदन देखें IIIDEM/2026/000001' })).toBeInTheDocument();
    const track = within(panel).getByRole('list', { name: 'आवेदन की प्रगति' });
    expect(
      within(track)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['आवेदन किया: पूर्ण', 'प्राप्त: सफल नहीं', 'अस्वीकृत: सफल नहीं']);
    expect(within(panel).getByText('स्थिति: अस्वीकृत')).toBeInTheDocument();
  });

  it("shows a course's texts in Hindi where written, and the English marked lang=en where not", async () => {
    const hindi = {
      ...application(1, 1, 'Course One'),
      course: {
        ...application(1, 1, 'Course One').course,
        course_nameHi: 'पाठ्यक्रम एक',
        program_descHi: 'पाठ्यक्रम एक के बारे में।',
        locationHi: 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली',
        course_typeHi: 'आवासीय',
      },
    };
    const english = application(2, 1, 'Course Two');
    mockApi((url) => {
      if (url.pathname === '/api/applications') {
        return ok({
          success: true,
          data: [hindi, { ...english, course: { ...english.course, course_nameHi: '', locationHi: '' } }],
        });
      }
      if (url.pathname === '/api/applications/completed') return ok({ success: true, data: [] });
      if (url.pathname === '/api/user-details') return ok({ success: true, data: sampleUserDetails() });
      return undefined;
    });
    i18n.activate('hi');
    renderPage('/dashboard');
    const first = await screen.findByRole('button', { name: 'पाठ्यक्रम एक' });
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    for (const text of [
      'पाठ्यक्रम का नामपाठ्यक्रम एक',
      'विवरणपाठ्यक्रम एक के बारे में।',
      'स्थानआईआईआईडीईएम परिसर, द्वारका, नई दिल्ली',
      'प्रशिक्षण का माध्यमआवासीय',
    ]) {
      expect(panel.textContent).toContain(text);
    }
    expect(panel.querySelector('[lang="en"]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Course Two' }));
    const second = screen.getByRole('button', { name: 'Course Two' });
    const secondPanel = document.getElementById(second.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(secondPanel).getByText('Course Two')).toHaveAttribute('lang', 'en');
    expect(within(secondPanel).getByText('IIIDEM Campus, Dwarka, New Delhi')).toHaveAttribute('lang', 'en');
  });
});
