import { formatCourseDate } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import type { TApplication } from '@iiidem/shared/nominations/api';
import { useEffect, useState } from 'react';
import { Accordion } from '../../components/ui/accordion';
import { Tabs } from '../../components/ui/tabs';
import { type ApplicationList, useApplications } from './applications-api';
import { StatusTrack } from './status-track';
import './my-courses.css';

const TABS: readonly { id: ApplicationList; label: string }[] = [
  { id: 'applied', label: 'Applied' },
  { id: 'completed', label: 'Completed' },
];

/** My Courses (spec 1 §2): Applied (default) and Completed tabs of the applicant's applications. */
export function MyCourses() {
  const [selected, setSelected] = useState<ApplicationList>('applied');
  return (
    <div className="my-courses">
      <Tabs
        label="My Courses"
        selected={selected}
        onSelect={setSelected}
        mount="once-selected"
        panelClassName="my-courses__panel"
        tabs={TABS.map((tab) => ({ ...tab, panel: <ApplicationsPanel list={tab.id} /> }))}
      />
    </div>
  );
}

function ApplicationsPanel({ list }: { list: ApplicationList }) {
  const { data, error, isLoading } = useApplications(list);

  // Spec 1 §8: a failed dashboard list is only logged; the empty state shows.
  useEffect(() => {
    if (error) console.error(`Loading the ${list} courses failed`, error);
  }, [error, list]);

  // While a failed list is being retried, the empty state stays (the retry replaces it if it succeeds).
  if (isLoading && !error) {
    return (
      <p className="my-courses__status" role="status">
        Loading…
      </p>
    );
  }
  const applications = data?.data ?? [];
  if (applications.length === 0) return <p className="my-courses__empty">{MESSAGES.noDataAvailable}</p>;
  // The first application starts open.
  return (
    <Accordion
      asList
      items={applications.map((application) => ({
        id: String(application.id),
        heading: application.course.course_name,
        content: <ApplicationDetails application={application} list={list} />,
      }))}
    />
  );
}

function ApplicationDetails({ application, list }: { application: TApplication; list: ApplicationList }) {
  const { course } = application;
  const details: [string, string][] = [
    ['Course Name', course.course_name],
    ['Description', course.program_desc ?? ''],
    ['Start Date', formatCourseDate(course.start_from)],
    ['End Date', formatCourseDate(course.end_to)],
    ['Location', course.location ?? ''],
    ['Mode of Training', course.course_type ?? ''],
  ];
  return (
    <>
      <dl className="my-courses__fields">
        {details.map(([label, value]) => (
          <div key={label} className={`my-courses__field${label === 'Description' ? ' my-courses__field--wide' : ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <StatusTrack status={application.application_status} />
      {list === 'completed' ? <CertificateLinks application={application} /> : null}
    </>
  );
}

function CertificateLinks({ application }: { application: TApplication }) {
  const links = [
    { href: application.certificate_pdf, label: 'Certificate (PDF)' },
    { href: application.certificate_jpg, label: 'Certificate (JPG)' },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  if (links.length === 0) return <p className="my-courses__note">The certificate is not issued yet.</p>;
  return (
    <ul className="my-courses__certificates">
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
