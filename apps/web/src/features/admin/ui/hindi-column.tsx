import type { ContentColumn } from './content-table';

/**
 * The list column with a record's Hindi title (issue 14), so staff see which records still lack their Hindi;
 * the Hindi is marked lang="hi".
 */
export function hindiColumn<T>(hindiOf: (item: T) => string): ContentColumn<T> {
  return {
    header: 'Hindi',
    cell: (item) => {
      const hindi = hindiOf(item);
      return hindi ? <span lang="hi">{hindi}</span> : <span className="content-hindi-missing">Not written yet</span>;
    },
  };
}
