import { formatCourseDate } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import { newsDocumentTarget } from '@iiidem/shared/news/news-document';
import type { TVacancy } from '@iiidem/shared/vacancies/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FileFacts } from '../../components/ui/file-facts';
import { Table } from '../../components/ui/table';
import { Localized, type LocalizedText, useLocalized } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { useVacancies } from './vacancies-api';
import './vacancies-table.css';

/** A dash for a missing value, read out as words. */
function Missing({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

function NotGiven() {
  const { t } = useLingui();
  return <Missing text={t`Not given`} />;
}

/**
 * A cell's column name, shown in the cell only on a phone, where each row is a card and the header row is not
 * seen (issue 17). It is real text, not hidden from screen readers: a browser that stops treating the restyled
 * rows as a table still reads each value with its name.
 */
function CellLabel({ children }: { children: string }) {
  return <span className="vacancies-table__label">{children}</span>;
}

function DateCell({ value }: { value: string | null }) {
  return value ? <time dateTime={value}>{formatCourseDate(value)}</time> : <NotGiven />;
}

function DownloadCell({ vacancy, title }: { vacancy: TVacancy; title: LocalizedText }) {
  const { t } = useLingui();
  const target = vacancy.pdf ? newsDocumentTarget({ document_link: null, document_file: vacancy.pdf }) : null;
  if (!target) return <Missing text={t`No advertisement`} />;
  const name = <Localized value={title} />;
  return (
    <a className="vacancies-table__download" href={target.href} target="_blank" rel="noopener noreferrer">
      <Trans>
        Download<span className="visually-hidden"> the advertisement for {name}</span>
      </Trans>
      <FileFacts href={target.href} facts={vacancy.pdf_info} type="application/pdf" />
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * The vacancies (spec 2 §2): serial number, title, start date, end date, advertisement number and the
 * advertisement's download link; 'No vacancies available.' when there are none or they could not be loaded.
 */
export function VacanciesTable() {
  const { data, error } = useVacancies();
  const captionId = useId();
  const { t } = useLingui();
  const localized = useLocalized();
  if (!data && !error)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const vacancies = data?.data ?? [];
  if (vacancies.length === 0) return <p className="vacancies-empty">{translateSharedText(MESSAGES.noVacancies)}</p>;
  return (
    // On a phone each row is a card with every value named (issue 17: nothing hidden off to the side); from 768 px
    // it is a table, in a labelled, focusable region should it ever need to scroll.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="vacancies-table__scroll" aria-labelledby={captionId} tabIndex={0}>
      <Table
        className="vacancies-table"
        caption={t`Recruitment and engagement notices`}
        captionId={captionId}
        rows={vacancies}
        rowKey={(vacancy) => vacancy.id}
        columns={[
          {
            header: t`S. No.`,
            cell: (_vacancy, index) => (
              <>
                <CellLabel>{t`S. No.`}</CellLabel>
                {index + 1}
              </>
            ),
            className: 'vacancies-table__number',
          },
          {
            header: t`Title`,
            cell: (vacancy) => <Localized value={localized(vacancy, 'title')} />,
            rowHeader: true,
            className: 'vacancies-table__title',
          },
          {
            header: t`Start Date`,
            cell: (vacancy) => (
              <>
                <CellLabel>{t`Start Date`}</CellLabel>
                <DateCell value={vacancy.upload_date} />
              </>
            ),
          },
          {
            header: t`End Date`,
            cell: (vacancy) => (
              <>
                <CellLabel>{t`End Date`}</CellLabel>
                <DateCell value={vacancy.last_date} />
              </>
            ),
          },
          {
            header: t`Advertisement No.`,
            cell: (vacancy) => (
              <>
                <CellLabel>{t`Advertisement No.`}</CellLabel>
                {vacancy.advertisement_no || <NotGiven />}
              </>
            ),
          },
          {
            header: t`Download`,
            cell: (vacancy) => <DownloadCell vacancy={vacancy} title={localized(vacancy, 'title')} />,
            className: 'vacancies-table__action',
          },
        ]}
      />
    </section>
  );
}
