import { formatCourseDate } from '@iiidem/shared/dates';

export type CourseSummaryProps = {
  programName: string;
  startFrom: string;
  endTo: string;
  location: string | null;
};

/** The domestic form's course summary (spec 2 §2): programme type, date, location/venue. */
export function CourseSummary({ programName, startFrom, endTo, location }: CourseSummaryProps) {
  return (
    <table className="course-summary">
      <caption className="course-summary__caption">Course summary</caption>
      <thead>
        <tr>
          <th scope="col">Programme Type</th>
          <th scope="col">Date</th>
          <th scope="col">Location / Venue</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{programName}</td>
          <td>
            {formatCourseDate(startFrom)} to {formatCourseDate(endTo)}
          </td>
          <td>{location ?? ''}</td>
        </tr>
      </tbody>
    </table>
  );
}
