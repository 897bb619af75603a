import type { OrganogramPost } from '../about-us';
import { useText } from '../text';
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
  const text = useText();
  return (
    <li className="organogram__post">
      <span className="organogram__box">
        {text(post.title)}
        {post.note && <span className="organogram__note"> ({text(post.note)})</span>}
      </span>
      {post.reports && post.reports.length > 0 && (
        <ul className="organogram__reports">
          {post.reports.map((report) => (
            <Post key={report.title.id} post={report} />
          ))}
        </ul>
      )}
    </li>
  );
}
