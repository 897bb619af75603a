import { PAGE_LIMITS, type TPageDocumentInput } from '@iiidem/shared/admin/pages';
import { useRef } from 'react';
import { type FieldErrors, get, useFieldArray, useFormContext } from 'react-hook-form';
import { BilingualField } from '../ui/bilingual-field';

type Form = TPageDocumentInput;
type Bilingual = { en: string; hi: string };
type TableRow = { cells: Bilingual[] };

const bi = (): Bilingual => ({ en: '', hi: '' });

function messageAt(errors: FieldErrors<Form>, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

/**
 * A table block's fields (issue 15): its caption, a header per column, and its rows, each cell in English and
 * Hindi. Columns and rows are added and removed with buttons; a new column gets an empty cell in every row, and
 * the focus moves to the first field added (or, after a removal, to the button that adds again).
 */
export function TableFields({ path }: { path: string }) {
  const {
    control,
    register,
    getValues,
    setFocus,
    watch,
    formState: { errors },
  } = useFormContext<Form>();
  // biome-ignore lint/suspicious/noExplicitAny: nested field arrays are addressed by their path.
  const columns = useFieldArray({ control, name: `${path}.columns` as any });
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const rows = useFieldArray({ control, name: `${path}.rows` as any });
  const addColumnButton = useRef<HTMLButtonElement>(null);
  const addRowButton = useRef<HTMLButtonElement>(null);
  const headers = (watch(`${path}.columns` as never) ?? []) as unknown as Bilingual[];

  const field = (name: string) => {
    const at = (language: 'en' | 'hi') => ({
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      ...register(`${name}.${language}` as any),
      error: messageAt(errors, `${name}.${language}`),
    });
    return { english: at('en'), hindi: at('hi') };
  };
  const currentRows = () => (getValues(`${path}.rows` as never) ?? []) as unknown as TableRow[];
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const focus = (name: string) => setTimeout(() => setFocus(name as any), 0);

  const addColumn = () => {
    const index = columns.fields.length;
    columns.append(bi() as never);
    rows.replace(currentRows().map((row) => ({ cells: [...row.cells, bi()] })) as never);
    focus(`${path}.columns.${index}.en`);
  };
  const removeColumn = (index: number) => {
    columns.remove(index);
    rows.replace(currentRows().map((row) => ({ cells: row.cells.filter((_, column) => column !== index) })) as never);
    addColumnButton.current?.focus();
  };
  const addRow = () => {
    const index = rows.fields.length;
    rows.append({ cells: columns.fields.map(() => bi()) } as never);
    focus(`${path}.rows.${index}.cells.0.en`);
  };
  const removeRow = (index: number) => {
    rows.remove(index);
    addRowButton.current?.focus();
  };
  const columnName = (index: number) => headers[index]?.en.trim() || `Column ${index + 1}`;
  const listMessage = (name: string) => {
    const message = messageAt(errors, `${path}.${name}`) ?? messageAt(errors, `${path}.${name}.root`);
    return message ? (
      <p className="form-field__error">
        <span className="visually-hidden">Error: </span>
        {message}
      </p>
    ) : null;
  };

  return (
    <>
      <BilingualField label="Caption (names the table)" hindiLabel="Caption (Hindi)" {...field(`${path}.caption`)} />
      <fieldset className="page-block-editor__item">
        <legend>Columns</legend>
        <p className="admin-form__hint">
          The first column names each row (read out before every cell of the row). Cells are plain text; a cell holding
          only a web address (https://…) is shown as a link to it.
        </p>
        {listMessage('columns')}
        {columns.fields.map((column, index) => (
          <div key={column.id} className="table-editor__column">
            <BilingualField
              label={`Header of column ${index + 1}`}
              hindiLabel={`Header of column ${index + 1} (Hindi)`}
              {...field(`${path}.columns.${index}`)}
            />
            <button
              type="button"
              className="button button--secondary"
              disabled={columns.fields.length === 1}
              onClick={() => removeColumn(index)}
            >
              Remove column {index + 1}
            </button>
          </div>
        ))}
        <button
          ref={addColumnButton}
          type="button"
          className="button button--secondary"
          disabled={columns.fields.length >= PAGE_LIMITS.tableColumns}
          onClick={addColumn}
        >
          Add column
        </button>
      </fieldset>
      {listMessage('rows')}
      {rows.fields.map((row, rowIndex) => (
        <fieldset key={row.id} className="page-block-editor__item">
          <legend>Row {rowIndex + 1}</legend>
          {listMessage(`rows.${rowIndex}.cells`)}
          {columns.fields.map((column, columnIndex) => (
            <BilingualField
              key={column.id}
              label={`Row ${rowIndex + 1}, ${columnName(columnIndex)}`}
              hindiLabel={`Row ${rowIndex + 1}, ${columnName(columnIndex)} (Hindi)`}
              {...field(`${path}.rows.${rowIndex}.cells.${columnIndex}`)}
            />
          ))}
          <button
            type="button"
            className="button button--secondary"
            disabled={rows.fields.length === 1}
            onClick={() => removeRow(rowIndex)}
          >
            Remove row {rowIndex + 1}
          </button>
        </fieldset>
      ))}
      <button
        ref={addRowButton}
        type="button"
        className="button button--secondary"
        disabled={rows.fields.length >= PAGE_LIMITS.tableRows}
        onClick={addRow}
      >
        Add row
      </button>
    </>
  );
}
