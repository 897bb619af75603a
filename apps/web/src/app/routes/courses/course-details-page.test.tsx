import type { TCourse } from '@iiidem/shared/courses/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { mockApi, ok, renderPage, sampleCourse } from '../../../test/render-with-api';

function serveCourse(course: TCourse | null) {
  return mockApi((url) => {
    if (course && url.pathname === `/api/courses/${course.id}`) return ok({ success: true, data: { course } });
    return undefined;
  });
}

function signIn(userType: string) {
  window.localStorage.setItem('accessToken', 'test-token');
  window.localStorage.setItem('user_type', userType);
}

const applyNow = () => screen.findByRole('button', { name: 'Apply Now' });

describe('course detail (/training-program-details/:id)', { timeout: 20_000 }, () => {
  // Vite compiles the lazy page on first use, which can take seconds on a busy machine.
  beforeAll(() => import('./course-details-page'), 60_000);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every field, the programme name in the breadcrumb and the course name as title', async () => {
    serveCourse(sampleCourse());
    renderPage('/training-program-details/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certification Course for Returning Officers' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Certification Course for Returning Officers | IIIDEM');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('HomeDomesticCertification Course for Returning Officers');
    const main = document.querySelector('main')!;
    for (const text of [
      'Application Open Date21-02-2099',
      'Application Close Date31-03-2099',
      'Course DatesHeld from 13-04-2099 to 17-04-2099',
      'Duration5 Days',
      'LocationIIIDEM Campus, Dwarka, New Delhi',
      'Mode of TrainingResidential',
      'A course for Returning Officers.',
      'Senior faculty of IIIDEM.',
      'Valedictory address by the Chief Election Commissioner of India.',
      'Handbook for Returning Officers.',
      'Pre- and post-course assessment.',
    ]) {
      expect(main.textContent).toContain(text);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'VIP Speaker' })).toBeInTheDocument();
  });

  it("leaves out the VIP speaker unless vip_speaker is 'Yes'", async () => {
    serveCourse(sampleCourse({ vip_speaker: 'No', vip_speaker_desc: 'Should not show' }));
    renderPage('/training-program-details/7');
    await screen.findByRole('heading', { level: 2, name: 'Faculty' });
    expect(screen.queryByRole('heading', { name: 'VIP Speaker' })).not.toBeInTheDocument();
    expect(screen.queryByText('Should not show')).not.toBeInTheDocument();
  });

  it("shows 'No Data Available' for an unknown course, and for an id that is not a number without asking", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = serveCourse(null);
    const first = renderPage('/training-program-details/999');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    first.unmount();

    fetchSpy.mockClear();
    renderPage('/training-program-details/abc');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining('/api/courses'), expect.anything());
  });

  describe('Apply Now', () => {
    it('sends a visitor without a token to /iiidem-login', async () => {
      serveCourse(sampleCourse());
      const { router } = renderPage('/training-program-details/7');
      await userEvent.click(await applyNow());
      await waitFor(() => expect(router.state.location.pathname).toBe('/iiidem-login'));
    });

    it('sends user type 4 to /international-application/{id}', async () => {
      signIn('4');
      serveCourse(sampleCourse({ program_type_id: 2, program_type: { program_name: 'International' } }));
      const { router } = renderPage('/training-program-details/7');
      await userEvent.click(await applyNow());
      await waitFor(() => expect(router.state.location.pathname).toBe('/international-application/7'));
    });

    it('sends user types 2 and 3 to /domestic-application/{id}', async () => {
      for (const userType of ['2', '3']) {
        signIn(userType);
        serveCourse(sampleCourse());
        const { router, unmount } = renderPage('/training-program-details/7');
        await userEvent.click(await applyNow());
        await waitFor(() => expect(router.state.location.pathname).toBe('/domestic-application/7'));
        unmount();
        vi.restoreAllMocks();
      }
    });

    it("is disabled with 'Applications closed' from midnight IST after the end day", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const course = sampleCourse({ start_from: '2025-02-10', end_to: '2025-02-21' });

      vi.setSystemTime(new Date('2025-02-21T18:29:59Z'));
      serveCourse(course);
      const open = renderPage('/training-program-details/7');
      expect(await applyNow()).toBeEnabled();
      open.unmount();

      vi.setSystemTime(new Date('2025-02-21T18:30:00Z'));
      renderPage('/training-program-details/7');
      const button = await applyNow();
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Applications closed');
      expect(screen.getByText('Applications closed')).toBeVisible();
    });

    it('follows the course, not the remembered tab: a domestic applicant who last opened International applies', async () => {
      signIn('2');
      window.localStorage.setItem('activeTab', 'international');
      serveCourse(sampleCourse());
      const { router } = renderPage('/training-program-details/7');
      await userEvent.click(await applyNow());
      await waitFor(() => expect(router.state.location.pathname).toBe('/domestic-application/7'));
    });

    it("is disabled for type 4 on a domestic course with 'This programme is for domestic and faculty applicants.'", async () => {
      signIn('4');
      window.localStorage.setItem('activeTab', 'international');
      serveCourse(sampleCourse());
      renderPage('/training-program-details/7');
      const button = await applyNow();
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription('This programme is for domestic and faculty applicants.');
    });

    it("is disabled for types 2 and 3 on an international course with 'This programme is for international applicants.'", async () => {
      for (const userType of ['2', '3']) {
        signIn(userType);
        serveCourse(sampleCourse({ program_type_id: 2, program_type: { program_name: 'International' } }));
        const { unmount } = renderPage('/training-program-details/7');
        const button = await applyNow();
        await waitFor(() => expect(button).toBeDisabled());
        expect(button).toHaveAccessibleDescription('This programme is for international applicants.');
        unmount();
        vi.restoreAllMocks();
      }
    });

    it("is disabled on an academic course, for visitors too, with 'Academic programmes are not applied for through this portal.'", async () => {
      serveCourse(sampleCourse({ program_type_id: 3, program_type: { program_name: 'Academic' } }));
      renderPage('/training-program-details/7');
      const button = await applyNow();
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Academic programmes are not applied for through this portal.');
    });
  });

  describe('once applied (issue 17)', () => {
    function serveApplied(status: number, completed = false) {
      return mockApi((url) => {
        if (url.pathname === '/api/courses/7') return ok({ success: true, data: { course: sampleCourse() } });
        if (url.pathname === '/api/applications/by-course') {
          return ok({
            success: true,
            data: [{ course_id: 7, application_id: 31, application_status: status, completed }],
          });
        }
        return undefined;
      });
    }

    it('shows that the applicant has applied, with the status and a link to the dashboard, instead of Apply Now', async () => {
      signIn('2');
      serveApplied(4);
      renderPage('/training-program-details/7');
      expect(await screen.findByText('You have applied for this course.')).toBeVisible();
      expect(screen.getByText('Waitlisted').closest('p')).toHaveTextContent('Status: Waitlisted');
      expect(screen.getByRole('link', { name: 'See your application in My Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    });

    it("says 'Completed' once the course is completed", async () => {
      signIn('2');
      serveApplied(2, true);
      renderPage('/training-program-details/7');
      expect((await screen.findByText('Completed')).closest('p')).toHaveTextContent('Status: Completed');
    });

    it('does not ask a visitor without a token', async () => {
      const fetchSpy = serveApplied(1);
      renderPage('/training-program-details/7');
      expect(await applyNow()).toBeEnabled();
      expect(fetchSpy).not.toHaveBeenCalledWith(
        expect.stringContaining('/api/applications/by-course'),
        expect.anything(),
      );
    });
  });

  describe('in Hindi', () => {
    it('shows the labels, Apply Now and the Hindi content, with the English of unwritten Hindi marked lang="en"', async () => {
      i18n.activate('hi');
      serveCourse(
        sampleCourse({
          course_nameHi: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
          program_descHi: 'रिटर्निंग अधिकारियों के लिए एक पाठ्यक्रम।',
          durationHi: '5 दिन',
        }),
      );
      renderPage('/training-program-details/7');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम' }),
      ).toBeInTheDocument();
      const main = document.querySelector('main')!;
      for (const text of [
        'आवेदन आरंभ तिथि21-02-2099',
        'पाठ्यक्रम की तिथियाँ13-04-2099 से 17-04-2099 तक आयोजित',
        'अवधि5 दिन',
        'रिटर्निंग अधिकारियों के लिए एक पाठ्यक्रम।',
      ]) {
        expect(main.textContent).toContain(text);
      }
      expect(screen.getByRole('heading', { level: 2, name: 'कार्यक्रम के बारे में' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'ब्रेडक्रंब' })).toHaveTextContent(
        'मुख्य पृष्ठघरेलूरिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
      );
      expect(screen.getByText('IIIDEM Campus, Dwarka, New Delhi')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Senior faculty of IIIDEM.')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('5 दिन')).not.toHaveAttribute('lang');
      expect(screen.getByRole('button', { name: 'अभी आवेदन करें' })).toBeEnabled();
    });

    it('gives the reason Apply Now is disabled in Hindi', async () => {
      signIn('4');
      i18n.activate('hi');
      serveCourse(sampleCourse());
      renderPage('/training-program-details/7');
      const button = await screen.findByRole('button', { name: 'अभी आवेदन करें' });
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription('यह कार्यक्रम घरेलू और संकाय आवेदकों के लिए है।');
    });

    it('shows the applied state in Hindi', async () => {
      signIn('2');
      i18n.activate('hi');
      mockApi((url) => {
        if (url.pathname === '/api/courses/7') return ok({ success: true, data: { course: sampleCourse() } });
        if (url.pathname === '/api/applications/by-course') {
          return ok({
            success: true,
            data: [{ course_id: 7, application_id: 31, application_status: 1, completed: false }],
          });
        }
        return undefined;
      });
      renderPage('/training-program-details/7');
      expect(await screen.findByText('आपने इस पाठ्यक्रम के लिए आवेदन किया है।')).toBeVisible();
      expect(screen.getByText('प्राप्त').closest('p')).toHaveTextContent('स्थिति: प्राप्त');
      expect(screen.getByRole('link', { name: 'अपना आवेदन मेरे डैशबोर्ड में देखें' })).toBeVisible();
    });
  });
});
