import { MESSAGES } from '@iiidem/shared/messages';
import { NOMINATION_LABELS } from '@iiidem/shared/nominations/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { mockApi, ok, renderPage, sampleCourse } from '../../../test/render-with-api';
import { sampleUserDetails } from '../../../test/user-details';

const DEVANAGARI = /[\u0900-\u097F]/;

function serve() {
  const course = {
    ...sampleCourse({ id: 7, course_hostel_facility: 'No' }),
    course_nameHi: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
  };
  return mockApi((url) => {
    if (url.pathname === '/api/courses/7') return ok({ success: true, data: { course } });
    if (url.pathname === '/api/user-details')
      return ok({ success: true, data: { ...sampleUserDetails(), user_type: 2 } });
    if (url.pathname === '/api/countries') return ok({ success: true, data: [] });
    if (url.pathname === '/api/states') return ok({ success: true, data: [{ ST_CODE: 'S10', ST_NAME: 'Karnataka' }] });
    if (url.pathname.startsWith('/api/nominations/drafts/')) {
      return ok({ success: true, message: 'ok', data: null });
    }
    return undefined;
  });
}

describe('domestic nomination form in Hindi (issue 14)', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'test-token');
    window.localStorage.setItem('user_type', '2');
  });

  it('shows its sections, labels, options, summary and buttons in Hindi, and a Hindi error', async () => {
    serve();
    i18n.activate('hi');
    const user = userEvent.setup();
    renderPage('/domestic-application/7');
    const summary = await screen.findByRole('table', { name: 'पाठ्यक्रम सारांश' });
    expect(within(summary).getByText('21-02-2099 से 31-03-2099 तक')).toBeInTheDocument();
    expect(within(summary).getByRole('columnheader', { name: 'कार्यक्रम का प्रकार' })).toBeInTheDocument();
    expect(screen.getByText('रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम', { selector: 'strong' })).toBeInTheDocument();

    const firstName = await screen.findByLabelText(/^पहला नाम/);
    expect(firstName).toHaveValue('Asha');
    expect(screen.getAllByText('आपकी प्रोफ़ाइल से').length).toBeGreaterThan(0);
    for (const heading of ['फ़ोटो अपलोड करें', 'मूल विवरण', 'आईआईआईडीईएम में पिछला प्रशिक्षण', 'छात्रावास आवास']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const title = screen.getByLabelText(/^संबोधन/);
    expect(within(title).getByRole('option', { name: 'चुनें' })).toHaveValue('');
    expect(within(title).getByRole('option', { name: 'श्रीमती' })).toHaveValue('Mrs');
    expect(within(screen.getByLabelText(/^लिंग/)).getByRole('option', { name: 'महिला' })).toHaveValue('F');
    expect(screen.getByLabelText(/^राज्य \/ केंद्र शासित प्रदेश/)).toBeInTheDocument();
    const hostel = screen.getByRole('group', { name: 'क्या आपको छात्रावास आवास चाहिए?' });
    expect(within(hostel).getByRole('radio', { name: 'नहीं' })).toBeChecked();
    expect(within(hostel).getByText('इस पाठ्यक्रम में छात्रावास सुविधा नहीं है, इसलिए उत्तर नहीं है।')).toBeInTheDocument();
    expect(screen.getByText(/से चिह्नित फ़ील्ड आवश्यक हैं।/)).toBeInTheDocument();

    const submit = translateSharedText(NOMINATION_LABELS.submit);
    expect(submit).toMatch(DEVANAGARI);
    expect(screen.getByRole('button', { name: translateSharedText(NOMINATION_LABELS.reset) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: submit }));
    const titleError = document.getElementById(`${title.id}-error`);
    expect(titleError?.textContent).toContain(translateSharedText(MESSAGES.pleaseSelectTitle));
    expect(titleError?.textContent).toMatch(DEVANAGARI);
    expect(titleError?.textContent).not.toContain(MESSAGES.pleaseSelectTitle);
  }, 20_000);
});

describe('static certification form in Hindi (issue 14)', () => {
  it('shows the sections and the preview note in Hindi', async () => {
    mockApi((url) => (url.pathname === '/api/countries' ? ok({ success: true, data: [] }) : undefined));
    i18n.activate('hi');
    const user = userEvent.setup();
    renderPage('/preview-domestic-form');
    expect(await screen.findByRole('button', { name: 'मूल विवरण' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'वापस डैशबोर्ड पर' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'व्यक्तिगत विवरण' }));
    expect(screen.getByLabelText(/^वैवाहिक स्थिति/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: translateSharedText(NOMINATION_LABELS.submit) }));
    expect(screen.getByText('यह प्रपत्र का पूर्वावलोकन है: कुछ भी नहीं भेजा गया।')).toBeInTheDocument();
  });
});
