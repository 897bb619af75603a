import { formatCourseDate } from '@iiidem/shared/courses/course-dates';
import { MESSAGES } from '@iiidem/shared/messages';
import type { TApplication } from '@iiidem/shared/nominations/api';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type ApplicationList, useApplications } from './applications-api';
import { StatusTrack } from './status-track';
import './my-courses.css';

const TABS: readonly { id: ApplicationList; label: string }[] = [
  { id: 'applied', label: 'Applied' },
  { id: 'completed', label: 'Completed' },
];

/** My Courses (spec 1 §2): Applied (default) and Completed tabs of the applicant's applications. */
export function MyCourses() {
  const baseId = useId();
  const [selected, setSelected] = useState<ApplicationList>('applied');
  const [visited, setVisited] = useState<ReadonlySet<ApplicationList>>(() => new Set(['applied']));
  const tabRefs = useRef(new Map<ApplicationList, HTMLButtonElement>());

  const select = (tab: ApplicationList, focus = false) => {
    setSelected(tab);
    setVisited((current) => new Set(current).add(tab));
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length];
    if (target) select(target.id, true);
  };

  return (
    <div className="my-courses">
      <div role="tablist" aria-label="My Courses" className="my-courses__tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="my-courses__tab"
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel a tab stop.
          tabIndex={0}
          hidden={tab.id !== selected}
          className="my-courses__panel"
        >
          {visited.has(tab.id) ? <ApplicationsPanel list={tab.id} /> : null}
        </div>
      ))}
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
  return (
    <ul className="my-courses__list">
      {applications.map((application, index) => (
        <ApplicationRow key={application.id} application={application} initiallyOpen={index === 0} list={list} />
      ))}
    </ul>
  );
}

function ApplicationRow({
  application,
  initiallyOpen,
  list,
}: {
  application: TApplication;
  initiallyOpen: boolean;
  list: ApplicationList;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const baseId = useId();
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
    <li className="my-courses__item">
      <h2 className="my-courses__item-heading">
        <button
          type="button"
          id={`${baseId}-button`}
          className="my-courses__toggle"
          aria-expanded={open}
          aria-controls={`${baseId}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{course.course_name}</span>
          <svg className="my-courses__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h2>
      <section
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-button`}
        hidden={!open}
        className="my-courses__details"
      >
        <dl className="my-courses__fields">
          {details.map(([label, value]) => (
            <div
              key={label}
              className={`my-courses__field${label === 'Description' ? ' my-courses__field--wide' : ''}`}
            >
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <StatusTrack status={application.application_status} />
        {list === 'completed' ? <CertificateLinks application={application} /> : null}
      </section>
    </li>
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
