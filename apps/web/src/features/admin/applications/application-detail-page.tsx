import {
  applicationStatusLabel,
  type TAdminApplicationDetailResponse,
  USER_TYPE_LABELS,
} from '@iiidem/shared/admin/applications';
import type { UserType } from '@iiidem/shared/constants';
import { formatCourseDate, formatIstDateTime } from '@iiidem/shared/dates';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { adminPaths } from '../admin-paths';
import { CertificatePanel } from '../certificates/certificate-panel';
import { DuplicatesPanel, useDuplicates } from '../review-aids/duplicates-panel';
import { NotesPanel } from '../review-aids/notes-panel';
import { useAdminData } from '../ui/admin-api';
import '../review-aids/review-aids.css';
import { AdminPage } from '../ui/admin-page';
import { ApplicationNeighbours } from './application-neighbours';
import { NominationSections } from './nomination-sections';
import { StatusChangeForm } from './status-change-form';
import { StatusTimeline } from './status-timeline';
import { readListSearch } from './use-application-search';
import './applications.css';

function Summary({ data }: { data: TAdminApplicationDetailResponse['data'] }) {
  const { applicant, course } = data;
  const items: [string, string][] = [
    ['Application number', formatApplicationNumber(data.id, new Date(data.created_at))],
    ['Status', applicationStatusLabel(data.status)],
    ['Note to the applicant', data.status_note ?? '—'],
    ['Applied on', formatIstDateTime(data.created_at)],
    ['Completed on', data.completed_at ? formatIstDateTime(data.completed_at) : 'Not completed'],
    [
      'Applicant',
      [applicant.title, applicant.first_name, applicant.middle_name, applicant.last_name].filter(Boolean).join(' '),
    ],
    ['E-mail', applicant.email],
    ['Mobile', applicant.mobile_no ?? '—'],
    ['User type', applicant.user_type ? (USER_TYPE_LABELS[applicant.user_type as UserType] ?? '') : '—'],
    ['Account', applicant.active ? 'Active' : 'Deactivated'],
    ['Course', course.course_name],
    ['Program type', course.program_type],
    ['Course dates', `${formatCourseDate(course.start_from)} to ${formatCourseDate(course.end_to)}`],
    ['Mode and place', [course.course_type, course.location].filter(Boolean).join(', ') || '—'],
  ];
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <dl className="application-fields">
        {items.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Back office, one application: summary, status change, timeline, certificate, and the full nomination. */
export default function ApplicationDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, mutate } = useAdminData<TAdminApplicationDetailResponse>(
    valid ? `/admin/applications/${id}` : null,
  );
  const reload = () => void mutate();
  const duplicates = useDuplicates(valid ? id : null);
  // The list the staff member came from (its filters, sort and page), carried in this page's address (issue 19).
  const [params] = useSearchParams();
  const listSearch = readListSearch(params);
  const listQuery = new URLSearchParams(listSearch).toString();
  const back = (
    <Link to={`${adminPaths.applications}${listQuery ? `?${listQuery}` : ''}`} className="button button--secondary">
      Back to applications
    </Link>
  );

  if (!valid || error) {
    const message =
      !valid || (error instanceof ApiError && error.status === 404)
        ? 'There is no application with this id.'
        : error instanceof ApiError
          ? error.message
          : 'The application could not be loaded.';
    return (
      <AdminPage title="Application" actions={back}>
        <p className="admin-notice admin-notice--error" role="alert">
          {message}
        </p>
      </AdminPage>
    );
  }
  if (!data) {
    return (
      <AdminPage title={`Application ${id}`} actions={back}>
        <p role="status">Loading application…</p>
      </AdminPage>
    );
  }

  const detail = data.data;
  const person = `${detail.applicant.first_name} ${detail.applicant.last_name}`;
  return (
    <AdminPage title={`Application ${id}: ${person}`} actions={back}>
      <ApplicationNeighbours id={id} search={listSearch} />
      <div className="application-detail">
        <DuplicatesPanel duplicates={duplicates} />
        <Summary data={detail} />
        <StatusChangeForm
          duplicates={duplicates?.length ?? 0}
          applicationId={id}
          currentStatus={detail.status}
          completed={Boolean(detail.completed_at)}
          onChanged={() => mutate()}
        />
        <NotesPanel applicationId={id} onAdded={reload} />
        <StatusTimeline entries={detail.timeline} />
        <CertificatePanel applicationId={id} onChange={reload} />
        <NominationSections detail={detail} person={person} />
      </div>
    </AdminPage>
  );
}
