import type { OrganogramPost } from '../about-us';
import './organogram.css';

/** An organisation chart as nested lists: readable as an outline by screen readers, boxes and lines on screen. */
export function Organogram({ chart, label }: { chart: OrganogramPost; label: string }) {
  return (
    <ul className="organogram" aria-label={label}>
      <Post post={chart} />
    </ul>
  );
}

function Post({ post }: { post: OrganogramPost }) {
  return (
    <li className="organogram__post">
      <span className="organogram__box">
        {post.title}
        {post.note && <span className="organogram__note"> ({post.note})</span>}
      </span>
      {post.reports && post.reports.length > 0 && (
        <ul className="organogram__reports">
          {post.reports.map((report) => (
            <Post key={report.title} post={report} />
          ))}
        </ul>
      )}
    </li>
  );
}
