/**
 * @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
 */
import type { TTrainingDetail } from '@iiidem/shared/trainings/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { type ApiAnswer, mockApi, ok, renderPage } from '../../../test/render-with-api';

const TRAINING: TTrainingDetail = {
  id: 3,
  training_name: 'Training on Model Code of Conduct &amp; Media Certification',
  training_nameHi: '',
  training_code: 'DM-005',
  overview: 'Enforcement of the Model Code of Conduct.',
  overviewHi: '',
  training_document_sessions: [
    {
      id: 31,
      session_name: 'Session 1: Legal and Procedural Framework',
      session_nameHi: '',
      session_desc: 'Constitutional provisions and rules.',
      session_descHi: '',
      training_document_files: [
        {
          id: 1,
          file_type: 'PDF',
          file_title_name: 'Reading material',
          file_title_nameHi: '',
          pdf: '/files/t/s1.pdf',
          pdf_info: { type: 'application/pdf', size: 1_572_864 },
          image: null,
          video: null,
          video_url: null,
        },
        {
          id: 2,
          file_type: 'IMG',
          file_title_name: 'Session photograph',
          file_title_nameHi: '',
          pdf: null,
          pdf_info: null,
          image: '/files/t/s1.jpg',
          video: null,
          video_url: null,
        },
        {
          id: 3,
          file_type: 'VIDEO',
          file_title_name: 'Recorded lecture',
          file_title_nameHi: '',
          pdf: null,
          pdf_info: null,
          image: null,
          video: 'https://www.youtube-nocookie.com/embed/DM005s1vid0?rel=0&amp;modestbranding=1',
          video_url: null,
        },
        {
          id: 4,
          file_type: 'URL',
          file_title_name: 'Watch online',
          file_title_nameHi: '',
          pdf: null,
          pdf_info: null,
          image: null,
          video: null,
          video_url: 'https://www.youtube.com/watch?v=DM005s1url0',
        },
        // A script address is never rendered.
        {
          id: 5,
          file_type: 'PDF',
          file_title_name: 'Bad link',
          file_title_nameHi: '',
          pdf: 'javascript:alert(1)',
          pdf_info: { type: 'application/pdf', size: 1_572_864 },
          image: null,
          video: null,
          video_url: null,
        },
      ],
    },
    {
      id: 32,
      session_name: 'Session 2: Practice',
      session_nameHi: '',
      session_desc: null,
      session_descHi: '',
      training_document_files: [],
    },
  ],
};

function serveTraining(training: TTrainingDetail | null) {
  return mockApi((url) =>
    training && url.pathname === `/api/trainings/${training.id}`
      ? ok({ success: true, data: { training: [training] } })
      : undefined,
  );
}

describe('training detail (/program-details/:id)', { timeout: 20_000 }, () => {
  // Vite compiles the lazy page on first use, which can take seconds on a busy machine.
  beforeAll(() => import('./training-details-page'), 60_000);

  it("shows the name and code, titled 'name/code', with the breadcrumb and Program Overview", async () => {
    serveTraining(TRAINING);
    renderPage('/program-details/3');
    const name = 'Training on Model Code of Conduct & Media Certification';
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(document.title).toBe(`${name}/DM-005 | IIIDEM`);
    expect(screen.getByText('DM-005')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Our Training & Programs' })).toHaveAttribute(
      'href',
      '/our-training-and-programs',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Program Overview' })).toBeInTheDocument();
    expect(screen.getByText('Enforcement of the Model Code of Conduct.')).toBeInTheDocument();
  });

  it('shows each session with its Documents, Images and Videos', async () => {
    serveTraining(TRAINING);
    renderPage('/program-details/3');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Session 1: Legal and Procedural Framework' });
    const session = heading.closest('li') as HTMLElement;
    expect(within(session).getByText('Constitutional provisions and rules.')).toBeInTheDocument();
    expect(
      within(session)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Documents', 'Images', 'Videos']);

    const pdf = within(session).getByRole('link', { name: /Reading material \(PDF, 1\.5 MB\)/ });
    expect(pdf).toHaveAttribute('href', '/files/t/s1.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(session).queryByText(/Bad link/)).not.toBeInTheDocument();

    const image = within(session).getByRole('img', { name: 'Session photograph' });
    expect(image).toHaveAttribute('src', '/files/t/s1.jpg');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '540');

    expect(within(session).getByRole('link', { name: /Watch online \(video\)/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=DM005s1url0',
    );
  });

  it('loads an embedded video only when asked, from its decoded address and with a title', async () => {
    serveTraining(TRAINING);
    const { container } = renderPage('/program-details/3');
    const play = await screen.findByRole('button', { name: 'Play video: Recorded lecture' });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/DM005s1vid0?rel=0&modestbranding=1');
    expect(frame).toHaveAttribute('title', 'Recorded lecture');
  });

  it('leaves out the groups a session has no files for', async () => {
    serveTraining(TRAINING);
    renderPage('/program-details/3');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Session 2: Practice' });
    expect(within(heading.closest('li') as HTMLElement).queryByRole('heading', { level: 4 })).toBeNull();
  });

  it('shows a loading placeholder until the data arrives', async () => {
    let answer: (value: ApiAnswer) => void = () => {};
    // Only the training is held: the shell's own reads are answered, in whatever order the page makes them.
    mockApi((url) =>
      url.pathname === '/api/trainings/3' ? new Promise<ApiAnswer>((resolve) => (answer = resolve)) : undefined,
    );
    renderPage('/program-details/3');
    expect(await screen.findByText('Loading the training…')).toBeInTheDocument();
    answer(ok({ success: true, data: { training: [TRAINING] } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Program Overview' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the training…')).not.toBeInTheDocument();
  });

  it("shows 'No Data Available' for an unknown or malformed id", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveTraining(null);
    const unknown = renderPage('/program-details/999');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    unknown.unmount();
    renderPage('/program-details/x1');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('shows the headings in Hindi, the Hindi of the training and its sessions, and unwritten Hindi as English', async () => {
    i18n.activate('hi');
    const [first, second] = TRAINING.training_document_sessions;
    serveTraining({
      ...TRAINING,
      training_nameHi: 'आदर्श आचार संहिता और मीडिया प्रमाणन पर प्रशिक्षण',
      overviewHi: 'आदर्श आचार संहिता का प्रवर्तन।',
      training_document_sessions: [{ ...first!, session_nameHi: 'सत्र 1: कानूनी और प्रक्रियात्मक ढांचा' }, second!],
    });
    renderPage('/program-details/3');
    const name = 'आदर्श आचार संहिता और मीडिया प्रमाणन पर प्रशिक्षण';
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(document.title).toBe(`${name}/DM-005 | आईआईआईडीईएम`);
    expect(screen.getByRole('heading', { level: 2, name: 'कार्यक्रम का अवलोकन' })).toBeInTheDocument();
    expect(screen.getByText('आदर्श आचार संहिता का प्रवर्तन।')).not.toHaveAttribute('lang');
    const session = screen.getByRole('heading', { level: 3, name: 'सत्र 1: कानूनी और प्रक्रियात्मक ढांचा' }).closest('li')!;
    expect(within(session).getByText('Constitutional provisions and rules.')).toHaveAttribute('lang', 'en');
    expect(
      within(session)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['दस्तावेज़', 'चित्र', 'वीडियो']);
    expect(within(session).getByRole('link', { name: /Reading material \(पीडीएफ़, 1\.5 एमबी\)/ })).toBeInTheDocument();
    expect(within(session).getByRole('button', { name: 'वीडियो चलाएं: Recorded lecture' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Session 2: Practice' })).toHaveAttribute('lang', 'en');
  });
});
