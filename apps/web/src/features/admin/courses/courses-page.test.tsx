import type { TAdminCourse } from '@iiidem/shared/admin/courses';
import { COURSE_ADMIN_MESSAGES } from '@iiidem/shared/admin/courses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FreshSwr } from '../../../test/mock-api';
import { answer, mockContentApi, type SeenRequest } from '../ui/content-test-utils';
import CoursesPage from './courses-page';

function course(id: number, name: string, published: boolean, applications = 0, nameHi = ''): TAdminCourse {
  return {
    id,
    course_name: name,
    course_nameHi: nameHi,
    start_from: '2099-03-01',
    end_to: '2099-03-05',
    held_from: '2099-03-16',
    held_to: '2099-03-20',
    duration: null,
    durationHi: '',
    course_type: 'Online',
    course_typeHi: '',
    location: null,
    locationHi: '',
    program_type_id: 1,
    program_name: 'Domestic',
    program_desc: null,
    program_descHi: '',
    faculty_desc: null,
    faculty_descHi: '',
    vip_speaker: 'No',
    vip_speaker_desc: null,
    vip_speaker_descHi: '',
    resource_material: null,
    resource_materialHi: '',
    evaluation_descp: null,
    evaluation_descpHi: '',
    course_hostel_facility: 'Yes',
    published,
    capacity: null,
    seats_left: null,
    applications,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const LIST = [course(2, 'Training on EVMs', true, 0, 'ईवीएम पर प्रशिक्षण'), course(1, 'Orientation for EROs', false, 3)];

function serve(onWrite: (request: SeenRequest) => { status: number; body: unknown } | undefined = () => undefined) {
  return mockContentApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/api/admin/courses?')) {
      const page = new URLSearchParams(request.path.split('?')[1]).get('page');
      return answer({ success: true, data: { items: LIST, pages: { page: Number(page), limit: 25, totalData: 2 } } });
    }
    return onWrite(request);
  });
}

function renderPage() {
  return render(
    <MemoryRouter>
      <FreshSwr>
        <CoursesPage />
      </FreshSwr>
    </MemoryRouter>,
  );
}

describe('Courses (/admin/courses)', () => {
  it('lists the courses with their dates and published state', async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: /Courses, page 1 of 1/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Training on EVMsईवीएम पर प्रशिक्षण01-03-2099 to 05-03-209916-03-2099 to 20-03-2099Domestic0UnlimitedList of participants of Training on EVMs',
    );
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'List of participants of Training on EVMs' }),
    ).toHaveAttribute('href', '/admin/courses/2/participants');
    expect(rows[2]).toHaveTextContent('Not published');
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Publish Orientation for EROs' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
  });

  it('shows the Hindi name of each course, marked lang="hi", and which courses still lack it', async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: /Courses, page 1 of 1/ });
    expect(within(table).getByRole('columnheader', { name: 'Hindi' })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('ईवीएम पर प्रशिक्षण')).toHaveAttribute('lang', 'hi');
    expect(within(second as HTMLElement).getByText('Not written yet')).not.toHaveAttribute('lang');
  });

  it('asks for confirmation before deleting, and deletes only after Remove', async () => {
    const seen = serve(({ method }) =>
      method === 'DELETE' ? answer({ success: true, message: 'The course was deleted.', data: { id: 2 } }) : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Training on EVMs' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the course “Training on EVMs”?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Training on EVMs' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The course was deleted.')).toBeInTheDocument();
    expect(screen.getByText('The course was deleted.').closest('[role="status"]')).not.toBeNull();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/admin/courses/2']);
  });

  it("says how many applications a course has before asking, and shows the server's refusal inside the dialog", async () => {
    serve(({ method }) =>
      method === 'DELETE' ? answer({ success: false, message: COURSE_ADMIN_MESSAGES.hasApplications }, 409) : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Orientation for EROs' }));
    // Issue 19: the dialog says how many applications the course has before asking.
    expect(
      screen.getByRole('dialog', { name: 'Remove the course “Orientation for EROs”?' }),
    ).toHaveAccessibleDescription(
      'This course has 3 applications, so it cannot be deleted. Unpublish it instead to hide it from the public pages.',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      COURSE_ADMIN_MESSAGES.hasApplications,
    );
  });

  it('publishes and unpublishes with one click, and searches by title', async () => {
    const seen = serve(({ method, body }) =>
      method === 'PATCH'
        ? answer({ success: true, message: 'The course is unpublished.', data: { ...LIST[0], ...(body as object) } })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Training on EVMs' }));
    expect(await screen.findByText('The course is unpublished.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/courses/2/published',
      body: { published: false },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'EVM');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    expect(seen.some((r) => r.path === '/api/admin/courses?page=1&q=EVM')).toBe(true);
  });

  it('opens the form for a new course and comes back to the list on Cancel', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New course' }));
    expect(screen.getByRole('heading', { name: 'New course' })).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New course' })).toHaveFocus();
  });
});
