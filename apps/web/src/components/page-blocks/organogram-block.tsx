import './organogram.css';

/** A post of an organogram and the posts under it. */
export type OrganogramPost = { key: string; title: string; note?: string; reports: OrganogramPost[] };

/**
 * Reads an organogram written as an outline: one post per line, two spaces of indent per level, an optional note
 * in brackets at the end ("Election Commissioners (two)"). Blank lines are ignored; a line indented deeper than
 * one level below the line before it counts as one level below.
 */
export function parseOrganogram(outline: string): OrganogramPost[] {
  const roots: OrganogramPost[] = [];
  const stack: { depth: number; post: OrganogramPost }[] = [];
  for (const line of outline.split(/\r?\n/)) {
    const text = line.trim();
    if (!text) continue;
    const depth = Math.floor((line.length - line.trimStart().length) / 2);
    const match = /^(.*?)\s*\(([^()]*)\)$/.exec(text);
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const parent = stack[stack.length - 1];
    const siblings = parent ? parent.post.reports : roots;
    const key = parent ? `${parent.post.key}.${siblings.length}` : String(siblings.length);
    const post: OrganogramPost = match?.[1]
      ? { key, title: match[1], note: match[2], reports: [] }
      : { key, title: text, reports: [] };
    siblings.push(post);
    stack.push({ depth, post });
  }
  return roots;
}

/** An organisation chart as nested lists: readable as an outline by screen readers, boxes and lines on screen. */
export function OrganogramBlock({ outline, label, lang }: { outline: string; label: string; lang?: string }) {
  return (
    <ul className="organogram" aria-label={label} lang={lang}>
      {parseOrganogram(outline).map((post) => (
        <Post key={post.key} post={post} />
      ))}
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
      {post.reports.length > 0 && (
        <ul className="organogram__reports">
          {post.reports.map((report) => (
            <Post key={report.key} post={report} />
          ))}
        </ul>
      )}
    </li>
  );
}
