import { formatCourseDate } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import type { TApplication } from '@iiidem/shared/nominations/api';
import { dashboardProgramType } from '@iiidem/shared/nominations/my-application';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Accordion } from '../../components/ui/accordion';
import { FileFacts } from '../../components/ui/file-facts';
import { Tabs } from '../../components/ui/tabs';
import { Localized, type LocalizedText, useLocalized } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { useSession } from '../../lib/session';
import { buildPath, paths } from '../../paths';
import { ApplicationActions, ApplicationFactsList } from './application-actions';
import { type ApplicationList, useApplications } from './applications-api';
import { StatusTrack } from './status-track';
import './my-courses.css';

const TABS: readonly { id: ApplicationList; label: MessageDescriptor }[] = [
  { id: 'applied', label: msg`Applied` },
  { id: 'completed', label: msg`Completed` },
];

/** My Courses (spec 1 §2): Applied (default) and Completed tabs of the applicant's applications. */
export function MyCourses() {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<ApplicationList>('applied');
  return (
    <div className="my-courses">
      <Tabs
        label={t`My Courses`}
        selected={selected}
        onSelect={setSelected}
        mount="once-selected"
        panelClassName="my-courses__panel"
        tabs={TABS.map((tab) => ({ id: tab.id, label: i18n._(tab.label), panel: <ApplicationsPanel list={tab.id} /> }))}
      />
    </div>
  );
}

function ApplicationsPanel({ list }: { list: ApplicationList }) {
  const localized = useLocalized();
  const { data, error, isLoading } = useApplications(list);
  // Spec 1 §4: the stored user type picks the list (4 international; 2 or 3 domestic).
  const programType = dashboardProgramType(useSession().userType);

  // Spec 1 §8: a failed dashboard list is only logged; the empty state shows.
  useEffect(() => {
    if (error) console.error(`Loading the ${list} courses failed`, error);
  }, [error, list]);

  // While a failed list is being retried, the empty state stays (the retry replaces it if it succeeds).
  if (isLoading && !error) {
    return (
      <p className="my-courses__status" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const applications = (data?.data ?? []).filter(
    (application) => programType === null || application.course.program_type_id === programType,
  );
  if (applications.length === 0)
    return <p className="my-courses__empty">{translateSharedText(MESSAGES.noDataAvailable)}</p>;
  // The first application starts open.
  return (
    <Accordion
      asList
      items={applications.map((application) => ({
        id: String(application.id),
        heading: localized(application.course, 'course_name').text,
        content: <ApplicationDetails application={application} list={list} />,
      }))}
    />
  );
}

function ApplicationDetails({ application, list }: { application: TApplication; list: ApplicationList }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { course } = application;
  const courseName = localized(course, 'course_name').text;
  const details: { key: string; label: string; value: LocalizedText }[] = [
    { key: 'name', label: t`Course Name`, value: localized(course, 'course_name') },
    { key: 'description', label: t`Description`, value: localized(course, 'program_desc') },
    // The spec's start_from and end_to are the application window; the course itself is held on other days (issue 19).
    { key: 'start', label: t`Application Open Date`, value: { text: formatCourseDate(course.start_from) } },
    { key: 'end', label: t`Application Close Date`, value: { text: formatCourseDate(course.end_to) } },
    ...(course.held_from && course.held_to ? [heldDates(course.held_from, course.held_to)] : []),
    { key: 'location', label: t`Location`, value: localized(course, 'location') },
    { key: 'mode', label: t`Mode of Training`, value: localized(course, 'course_type') },
  ];
  function heldDates(from: string, to: string) {
    const [heldFrom, heldTo] = [formatCourseDate(from), formatCourseDate(to)];
    return {
      key: 'held',
      label: t`Course Dates`,
      value: { text: heldFrom === heldTo ? t`Held on ${heldFrom}` : t`Held from ${heldFrom} to ${heldTo}` },
    };
  }
  return (
    <>
      <dl className="my-courses__fields">
        {details.map(({ key, label, value }) => (
          <div key={key} className={`my-courses__field${key === 'description' ? ' my-courses__field--wide' : ''}`}>
            <dt>{label}</dt>
            <dd>
              <Localized value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <ApplicationFactsList application={application} />
      <StatusTrack status={application.application_status} />
      <ApplicationActions
        application={application}
        courseName={courseName}
        viewHref={buildPath(paths.myApplication, { id: application.id })}
      />
      {list === 'completed' ? <CertificateLinks application={application} /> : null}
    </>
  );
}

function CertificateLinks({ application }: { application: TApplication }) {
  const { t } = useLingui();
  // Each says its type and size, "Certificate (PDF, 245 KB)" (issue 16); the type alone if the size is unknown.
  const links = [
    {
      key: 'pdf',
      href: application.certificate_pdf,
      facts: application.certificate_pdf_info,
      type: 'application/pdf',
    },
    { key: 'jpg', href: application.certificate_jpg, facts: application.certificate_jpg_info, type: 'image/jpeg' },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) {
    return (
      <p className="my-courses__note">
        <Trans>The certificate is not issued yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="my-courses__certificates">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {t`Certificate`}
            <FileFacts href={link.href} facts={link.facts} type={link.type} />
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
