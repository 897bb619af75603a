import type { TPublicPerson } from '@iiidem/shared/admin/people';
import { formatLongDate } from '@iiidem/shared/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from '../../components/ui/external-link';
import { Localized, useLanguage, useLocalized } from '../../lib/i18n/localized';
import './people.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Partners as a list of MoU items (spec 2 §3: date, author label, category, title, logo): the subject of the MoU
 * (the entry's role) as its title, the partner (its name, a link to its own site), the date (a line of details
 * holding a date, YYYY-MM-DD), "Posted by IIIDEM", the category (the section) and the logo.
 */
export function PartnerList({ items, label }: { items: readonly TPublicPerson[]; label?: string }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const language = useLanguage();
  return (
    <ul className="mou-list" aria-label={label ?? t`Memoranda of understanding`}>
      {items.map((item) => {
        const name = localized(item, 'name');
        const subject = localized(item, 'role');
        const category = localized(item, 'section');
        const date = item.details.find((line) => ISO_DATE.test(line.value))?.value;
        const partner = item.linkUrl ? <ExternalLink href={item.linkUrl}>{name.text}</ExternalLink> : name.text;
        return (
          <li key={item.id} className="mou-item">
            {item.photo && (
              <img
                className="mou-item__logo"
                src={item.photo.src}
                alt={t`Logo of ${name.text}`}
                width={item.photo.width}
                height={item.photo.height}
                loading="lazy"
              />
            )}
            <div>
              <h2 className="mou-item__title" lang={(subject.text ? subject : name).lang}>
                {subject.text || name.text}
              </h2>
              {subject.text && (
                <p className="mou-item__partner" lang={name.lang}>
                  {partner}
                </p>
              )}
              <p className="mou-item__meta">
                {date && (
                  <>
                    <time dateTime={date}>{formatLongDate(date, language)}</time>
                    <span aria-hidden="true"> · </span>
                  </>
                )}
                <span>
                  <Trans>Posted by IIIDEM</Trans>
                </span>
                {category.text && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <Localized as="span" className="mou-item__category" value={category} />
                  </>
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
