import { formatLongDate } from '@iiidem/shared/dates';
import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { MOU_PARTNERS_CONTENT } from '../../../features/content/mou-partners';
import { useText } from '../../../features/content/text';
import { useLanguage } from '../../../lib/i18n/localized';
import { PAGE_TITLES } from '../../../page-titles';
import './institute-pages.css';

export default function MouPartnersPage() {
  const content = MOU_PARTNERS_CONTENT;
  const text = useText();
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <ContentPage
      title={PAGE_TITLES.mouPartners}
      crumbs={[CRUMBS.aboutUs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <ul className="mou-list" aria-label={t`Memoranda of understanding`}>
        {content.items.map((item) => (
          <li key={item.title.id} className="mou-item">
            <img className="mou-item__logo" src={item.logo.src} alt={text(item.logo.alt)} width="96" height="96" />
            <div>
              <h2 className="mou-item__title">{text(item.title)}</h2>
              <p className="mou-item__meta">
                <time dateTime={item.date}>{formatLongDate(item.date, language)}</time>
                <span aria-hidden="true"> · </span>
                <span>
                  {text(content.labelPrefix)} {text(item.label)}
                </span>
                <span aria-hidden="true"> · </span>
                <span className="mou-item__category">{text(item.category)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
