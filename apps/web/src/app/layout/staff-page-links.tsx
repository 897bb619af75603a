import { Link } from 'react-router';
import { useMenuPages } from '../../features/pages/pages-api';
import { Localized, useLocalized } from '../../lib/i18n/localized';

/**
 * The pages staff added to a menu group (issue 15), after the group's fixed links, as list items of the Menu or
 * the site map; each in the page's language (the English, marked, where its Hindi title is missing).
 */
export function StaffPageLinks({ group, onNavigate }: { group: string; onNavigate?: () => void }) {
  const localized = useLocalized();
  return useMenuPages()
    .filter((page) => page.menuGroup === group)
    .map((page) => (
      <li key={page.path}>
        <Link to={page.path} onClick={onNavigate}>
          <Localized value={localized(page, 'title')} />
        </Link>
      </li>
    ));
}
