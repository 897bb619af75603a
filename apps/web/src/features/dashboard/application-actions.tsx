import { formatCourseDate } from '@iiidem/shared/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { downloadAcknowledgement, downloadCalendarFile, withdrawApplication } from './applications-api';
import { myApplicationText } from './my-application-texts';
import { WithdrawDialog } from './withdraw-dialog';

/** What the actions need to know of an application (a dashboard row or the submitted nomination). */
export type ApplicationFacts = {
  id: number;
  application_number: string;
  submitted_on: string;
  can_withdraw: boolean;
  can_add_to_calendar: boolean;
};

/** The application's number and the day it was submitted (issue 17), day-month-year as the site shows dates. */
export function ApplicationFactsList({ application }: { application: ApplicationFacts }) {
  return (
    <dl className="my-courses__fields my-courses__facts">
      <div className="my-courses__field">
        <dt>
          <Trans>Application number</Trans>
        </dt>
        <dd data-testid="application-number">{application.application_number}</dd>
      </div>
      <div className="my-courses__field">
        <dt>
          <Trans>Submitted on</Trans>
        </dt>
        <dd data-testid="submitted-on">{formatCourseDate(application.submitted_on)}</dd>
      </div>
    </dl>
  );
}

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/**
 * What the applicant can do with an application (issue 17): view it (`viewHref`), download its acknowledgement,
 * withdraw it while unreviewed (after a confirmation) and add an approved course to a calendar.
 */
export function ApplicationActions({
  application,
  courseName,
  viewHref,
}: {
  application: ApplicationFacts;
  courseName: string;
  viewHref?: string;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'hi' ? 'hi' : 'en';
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // After the dialog closes its trigger may be gone (a withdrawn application offers no Withdraw): focus the answer.
  const noticeRef = useRef<HTMLDivElement>(null);

  const failed = (error: unknown) => {
    const text =
      error instanceof ApiError ? myApplicationText(i18n, error.message) : t`The download failed. Please try again.`;
    setNotice({ kind: 'alert', text });
  };

  const download = (what: 'acknowledgement' | 'calendar') => {
    setNotice(null);
    const run = what === 'acknowledgement' ? downloadAcknowledgement : downloadCalendarFile;
    run(application.id, application.application_number, language).catch(failed);
  };

  const withdraw = async () => {
    setBusy(true);
    try {
      const answer = await withdrawApplication(application.id);
      setNotice({ kind: 'status', text: myApplicationText(i18n, answer.message) });
    } catch (error) {
      setNotice({
        kind: 'alert',
        text: error instanceof ApiError ? myApplicationText(i18n, error.message) : t`Something went wrong`,
      });
    } finally {
      setBusy(false);
      setConfirming(false);
      noticeRef.current?.focus();
    }
  };

  return (
    <div className="application-actions">
      <ul className="application-actions__list">
        {viewHref ? (
          <li>
            <Link className="button button--secondary" to={viewHref}>
              <Trans>View application</Trans>
              <span className="visually-hidden"> {application.application_number}</span>
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="button button--secondary" onClick={() => download('acknowledgement')}>
            <Trans>Download acknowledgement (PDF)</Trans>
          </button>
        </li>
        {application.can_add_to_calendar ? (
          <li>
            <button type="button" className="button button--secondary" onClick={() => download('calendar')}>
              <Trans>Add to calendar (.ics)</Trans>
            </button>
          </li>
        ) : null}
        {application.can_withdraw ? (
          <li>
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
              <Trans>Withdraw application</Trans>
            </button>
          </li>
        ) : null}
      </ul>
      <div ref={noticeRef} tabIndex={-1} className="application-actions__notices">
        <p role="status" className="application-actions__notice">
          {notice?.kind === 'status' ? notice.text : null}
        </p>
        <p role="alert" className="application-actions__notice application-actions__notice--error">
          {notice?.kind === 'alert' ? notice.text : null}
        </p>
      </div>
      <WithdrawDialog
        open={confirming}
        applicationNumber={application.application_number}
        courseName={courseName}
        busy={busy}
        onConfirm={withdraw}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
