import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { ContentPage } from '../../../features/content/components/content-page';
import { SITE_MAP_CONTENT } from '../../../features/content/site-map';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { PAGE_TITLES } from '../../../page-titles';
import { externalHref, SITE_MAP_GROUPS, shownLinks } from '../../layout/site-navigation';
import { StaffPageLinks } from '../../layout/staff-page-links';
import './site-map-page.css';

export default function SiteMapPage() {
  const { i18n } = useLingui();
  const settings = useSiteSettings();
  return (
    <ContentPage title={PAGE_TITLES.siteMap} lastUpdated={SITE_MAP_CONTENT.lastUpdated} intro={SITE_MAP_CONTENT.intro}>
      <div className="site-map">
        {SITE_MAP_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`site-map-${group.id}`} className="site-map__group">
            <h2 id={`site-map-${group.id}`} className="site-map__heading">
              {i18n._(group.heading)}
            </h2>
            <ul className="site-map__links">
              {shownLinks(group.links, settings).map((item) => (
                <li key={`${item.label.id}:${item.kind === 'internal' ? item.to : item.href}`}>
                  {item.kind === 'internal' ? (
                    <Link to={item.to} state={item.state}>
                      {i18n._(item.label)}
                    </Link>
                  ) : (
                    <ExternalLink href={externalHref(item, settings) ?? ''}>{i18n._(item.label)}</ExternalLink>
                  )}
                </li>
              ))}
              <StaffPageLinks group={group.id} />
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
