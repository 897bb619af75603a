import type { TCourseSeatsResponse, TPromoteResponse } from '@iiidem/shared/admin/applications';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { adminSend, useAdminData } from '../ui/admin-api';

type CourseSeatsProps = {
  courseId: number;
  /** Changes whenever the list was changed on this page (a bulk change), so the seats are read again. */
  listVersion: number;
  /** After a promotion: the API's message, for the page's notice, and the list to read again. */
  onPromoted: (message: string) => void | Promise<void>;
};

function seatsText(seats: TCourseSeatsResponse['data']): string {
  const waitlisted = `${seats.waitlisted} waitlisted.`;
  if (seats.capacity === null) return `Seats: unlimited (${seats.approved} approved). ${waitlisted}`;
  return `Seats: ${seats.approved} of ${seats.capacity} taken, ${seats.seats_left ?? 0} left. ${waitlisted}`;
}

/**
 * The seats of the course the list is filtered by (issue 19), and, when a seat is free and someone is
 * waitlisted, "A seat is free" with one button that promotes the first waitlisted (by when they were
 * waitlisted); the API e-mails them the promotion.
 */
export function CourseSeats({ courseId, listVersion, onPromoted }: CourseSeatsProps) {
  const { data, mutate } = useAdminData<TCourseSeatsResponse>(`/admin/applications/courses/${courseId}/seats`);
  // Read again after a change made elsewhere on the page (listVersion is that change's count).
  const seen = useRef(listVersion);
  useEffect(() => {
    if (seen.current === listVersion) return;
    seen.current = listVersion;
    void mutate();
  }, [listVersion, mutate]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seats = data?.data;
  if (!seats) return null;
  const first = seats.first_waitlisted;
  const seatFree = seats.seats_left === null || seats.seats_left > 0;

  const promote = async () => {
    if (!first) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await adminSend<TPromoteResponse>(`/admin/applications/courses/${courseId}/promote`, 'POST', {
        application_id: first.id,
      });
      await mutate();
      await onPromoted(answer.message);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The promotion failed. Please try again.');
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-notice course-seats" aria-labelledby="course-seats-heading">
      <h2 id="course-seats-heading" className="visually-hidden">
        Seats of {seats.course_name}
      </h2>
      <p className="course-seats__line">{seatsText(seats)}</p>
      {seatFree && first ? (
        <p className="course-seats__free">
          <strong>A seat is free.</strong>{' '}
          <button type="button" className="button" disabled={busy} onClick={promote}>
            {busy ? 'Promoting…' : `Promote ${first.name} from the waitlist`}
          </button>
        </p>
      ) : null}
      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
