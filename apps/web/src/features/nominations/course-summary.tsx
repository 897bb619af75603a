import { formatCourseDate } from '@iiidem/shared/dates';
import { Trans } from '@lingui/react/macro';

export type CourseSummaryProps = {
  programName: string;
  startFrom: string;
  endTo: string;
  location: string | null;
};

/** The domestic form's course summary (spec 2 §2): programme type, date, location/venue. */
export function CourseSummary({ programName, startFrom, endTo, location }: CourseSummaryProps) {
  const start = formatCourseDate(startFrom);
  const end = formatCourseDate(endTo);
  return (
    <table className="course-summary">
      <caption className="course-summary__caption">
        <Trans>Course summary</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Programme Type</Trans>
          </th>
          <th scope="col">
            <Trans context="course summary">Date</Trans>
          </th>
          <th scope="col">
            <Trans>Location / Venue</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{programName}</td>
          <td>
            <Trans>
              {start} to {end}
            </Trans>
          </td>
          <td>{location ?? ''}</td>
        </tr>
      </tbody>
    </table>
  );
}
