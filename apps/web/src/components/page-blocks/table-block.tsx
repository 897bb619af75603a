import type { TPublicInnerBlock } from '@iiidem/shared/admin/pages';
import { useId } from 'react';
import { type LocalizedText, useLocalized } from '../../lib/i18n/localized';
import { ExternalLink } from '../ui/external-link';
import '../ui/table.css';

type TableBlockData = Extract<TPublicInnerBlock, { type: 'table' }>;

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The site's host and path without the scheme: 'https://www.nvaccess.org/' -> 'www.nvaccess.org'. */
export function webAddressLabel(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname === '/' ? '' : pathname.replace(/\/$/, '')}`;
  } catch {
    return url;
  }
}

/** A cell's plain text; one holding only a web address is a link to it (asking first, as every external link). */
function Cell({ value }: { value: LocalizedText }) {
  if (WEB_ADDRESS.test(value.text)) {
    return (
      <ExternalLink href={value.text}>
        <span lang="en">{webAddressLabel(value.text)}</span>
      </ExternalLink>
    );
  }
  return value.lang ? <span lang={value.lang}>{value.text}</span> : value.text;
}

/** A cell of the table's body; the first of a row names the row. */
function BodyCell({ value, rowHeader }: { value: { text: string; textHi: string } | undefined; rowHeader: boolean }) {
  const localized = useLocalized();
  const content = value ? <Cell value={localized(value, 'text')} /> : null;
  return rowHeader ? <th scope="row">{content}</th> : <td>{content}</td>;
}

/**
 * A table staff write (issue 15): its caption as the table's <caption>, a header per column, and the first cell of
 * each row as the row's header (`<th scope="row">`), so a screen reader names each cell by its row and column.
 * On a narrow screen the table scrolls sideways in a box the keyboard can reach, named by the caption. The
 * public tables' look (components/ui/table.css); written out rather than through <Table>, whose caption and
 * headers are plain strings, so a text shown in English on a Hindi page can be marked lang="en".
 */
export function TableBlock({ block }: { block: TableBlockData }) {
  const localized = useLocalized();
  const captionId = useId();
  const caption = localized(block, 'caption');
  return (
    <div className="data-table table-block">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="data-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="table">
          <caption id={captionId} lang={caption.lang}>
            {caption.text}
          </caption>
          <thead>
            <tr>
              {block.columns.map((column, index) => {
                const header = localized(column, 'label');
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns have no ids; their order is the table's.
                  <th key={index} scope="col" lang={header.lang}>
                    {header.text}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((cells, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; their order is the table's.
              <tr key={row}>
                {block.columns.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <BodyCell key={column} value={cells[column]} rowHeader={column === 0} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
