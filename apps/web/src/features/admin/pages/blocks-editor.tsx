import { PEOPLE_BLOCK_LAYOUTS, SETTINGS_BLOCK_PARTS, type TPageDocumentInput } from '@iiidem/shared/admin/pages';
import { PEOPLE_LISTS } from '@iiidem/shared/admin/people';
import { useState } from 'react';
import { type FieldErrors, get, type UseFormRegister, useFieldArray, useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/form/form-fields';
import { BilingualField } from '../ui/bilingual-field';
import { TableFields } from './table-editor';

type Form = TPageDocumentInput;
type BlockType = 'text' | 'image' | 'figures' | 'organogram' | 'people' | 'settings' | 'table' | 'sections';

const BLOCK_NAMES: Record<BlockType, string> = {
  text: 'Text',
  image: 'Picture',
  figures: 'Figures',
  organogram: 'Organogram',
  people: 'List of people',
  settings: 'Contact details from the site settings',
  table: 'Table',
  sections: 'Tabs, accordion or columns',
};

/** How a list of people can be shown, as the editor names the layouts. */
const PEOPLE_LAYOUT_NAMES: Record<(typeof PEOPLE_BLOCK_LAYOUTS)[number], string> = {
  table: 'A table',
  cards: 'Cards with photos',
  profiles: 'Profiles with contacts',
  programmes: 'Programme cards with a View Alumni button',
  logos: 'Memoranda of understanding with logos',
};

const MARKDOWN_HINT =
  'Markdown: a blank line between paragraphs, ## for a heading, **bold**, *italic*, - for a list, [text](/about-us) or [text](https://…) for a link. HTML is shown as typed, never run.';

const OUTLINE_HINT =
  'One post per line; indent a post under the one it reports to by two spaces; a note in brackets at the end, e.g. “Election Commissioners (two)”.';

const bi = () => ({ en: '', hi: '' });

/** The message of the field at `path` (a dotted path into the form's errors), if any. */
function messageAt(errors: FieldErrors<Form>, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

/** A new block of `type`, empty. */
function emptyBlock(type: BlockType) {
  switch (type) {
    case 'text':
      return { type, body: bi() };
    case 'image':
      return { type, src: '/institute/campus.svg', alt: bi(), width: 960, height: 400 };
    case 'figures':
      return { type, items: [{ value: bi(), label: bi() }] };
    case 'organogram':
      return { type, outline: bi() };
    case 'people':
      return { type, list: 'officers', layout: 'table' as const, label: bi() };
    case 'settings':
      return { type, part: 'address' as const };
    case 'table':
      return { type, caption: bi(), columns: [bi(), bi()], rows: [{ cells: [bi(), bi()] }] };
    case 'sections':
      return { type, style: 'tabs' as const, label: bi(), items: [{ id: 'first', label: bi(), blocks: [] }] };
  }
}

/** A registered bilingual text at `name` (`name.en`, `name.hi`) with its messages. */
function bilingual(register: UseFormRegister<Form>, errors: FieldErrors<Form>, name: string) {
  const field = (language: 'en' | 'hi') => ({
    // biome-ignore lint/suspicious/noExplicitAny: the path is built from the block's place in the page.
    ...register(`${name}.${language}` as any),
    error: messageAt(errors, `${name}.${language}`),
  });
  return { english: field('en'), hindi: field('hi') };
}

/**
 * The blocks of a page (or of one tab when `inner`): each in a group named by its place and kind, with its own
 * fields, and buttons to move or remove it; a new block is added at the end.
 */
export function BlocksEditor({ name, inner = false }: { name: string; inner?: boolean }) {
  const { control, watch } = useFormContext<Form>();
  // biome-ignore lint/suspicious/noExplicitAny: nested field arrays are addressed by their path.
  const { fields, append, remove, move } = useFieldArray({ control, name: name as any });
  const [adding, setAdding] = useState<BlockType>('text');
  const types = (Object.keys(BLOCK_NAMES) as BlockType[]).filter((type) => !inner || type !== 'sections');
  return (
    <div className="page-blocks-editor">
      {fields.map((field, index) => {
        const path = `${name}.${index}`;
        const type = watch(`${path}.type` as never) as unknown as BlockType;
        return (
          <fieldset key={field.id} className="page-block-editor">
            <legend>
              Block {index + 1}: {BLOCK_NAMES[type]}
            </legend>
            <BlockFields path={path} type={type} />
            <div className="page-block-editor__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Move up<span className="visually-hidden"> block {index + 1}</span>
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Move down<span className="visually-hidden"> block {index + 1}</span>
              </button>
              <button type="button" className="button button--secondary" onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> block {index + 1}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="page-blocks-editor__add">
        <SelectField
          label={inner ? 'Kind of block to add to this tab' : 'Kind of block to add'}
          placeholder="Choose a kind of block"
          value={adding}
          onChange={(event) => setAdding(event.target.value as BlockType)}
          options={types.map((type) => ({ value: type, label: BLOCK_NAMES[type] }))}
        />
        <button type="button" className="button button--secondary" onClick={() => append(emptyBlock(adding) as never)}>
          Add block
        </button>
      </div>
    </div>
  );
}

function BlockFields({ path, type }: { path: string; type: BlockType }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Form>();
  const error = (name: string) => messageAt(errors, `${path}.${name}`);
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const at = (name: string) => `${path}.${name}` as any;
  switch (type) {
    case 'text':
      return (
        <BilingualField label="Text" multiline hint={MARKDOWN_HINT} {...bilingual(register, errors, `${path}.body`)} />
      );
    case 'image':
      return (
        <>
          <TextField
            label="Picture address"
            hint="A file of this site, e.g. /institute/campus.svg or a /files/ address of an uploaded photo."
            error={error('src')}
            {...register(at('src'))}
          />
          <BilingualField
            label="Description of the picture (alt text)"
            {...bilingual(register, errors, `${path}.alt`)}
          />
          <div className="content-form__pair">
            <TextField
              label="Width (pixels)"
              type="number"
              error={error('width')}
              {...register(at('width'), { valueAsNumber: true })}
            />
            <TextField
              label="Height (pixels)"
              type="number"
              error={error('height')}
              {...register(at('height'), { valueAsNumber: true })}
            />
          </div>
        </>
      );
    case 'figures':
      return <FigureItems path={path} />;
    case 'organogram':
      return (
        <BilingualField
          label="Organogram"
          multiline
          hint={OUTLINE_HINT}
          {...bilingual(register, errors, `${path}.outline`)}
        />
      );
    case 'people':
      return (
        <>
          <div className="content-form__pair">
            <SelectField
              label="List"
              placeholder="Choose a list"
              hint="Its entries are edited under People and partners."
              error={error('list')}
              options={Object.entries(PEOPLE_LISTS).map(([value, label]) => ({ value, label }))}
              {...register(at('list'))}
            />
            <SelectField
              label="Shown as"
              placeholder="Choose how"
              error={error('layout')}
              options={PEOPLE_BLOCK_LAYOUTS.map((value) => ({ value, label: PEOPLE_LAYOUT_NAMES[value] }))}
              {...register(at('layout'))}
            />
          </div>
          <BilingualField
            label="Name of the list (for screen readers; a table’s caption)"
            hint="Optional. A table with a name is one table under it; without one, a table per section (division)."
            {...bilingual(register, errors, `${path}.label`)}
          />
        </>
      );
    case 'settings':
      return (
        <SelectField
          label="Part of the site settings"
          placeholder="Choose a part"
          hint="Shown as they are in Site settings, where they are edited once for every page."
          error={error('part')}
          options={Object.entries(SETTINGS_BLOCK_PARTS).map(([value, label]) => ({ value, label }))}
          {...register(at('part'))}
        />
      );
    case 'table':
      return <TableFields path={path} />;
    case 'sections':
      return <SectionItems path={path} />;
  }
}

function FigureItems({ path }: { path: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<Form>();
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.items` as any });
  return (
    <>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="page-block-editor__item">
          <legend>Figure {index + 1}</legend>
          <BilingualField label="Figure" {...bilingual(register, errors, `${path}.items.${index}.value`)} />
          <BilingualField label="What it counts" {...bilingual(register, errors, `${path}.items.${index}.label`)} />
          <button type="button" className="button button--secondary" onClick={() => remove(index)}>
            Remove figure {index + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => append({ value: bi(), label: bi() } as never)}
      >
        Add figure
      </button>
    </>
  );
}

function SectionItems({ path }: { path: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<Form>();
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.items` as any });
  const error = (name: string) => messageAt(errors, `${path}.${name}`);
  return (
    <>
      <div className="content-form__pair">
        <SelectField
          label="Shown as"
          placeholder="Choose how"
          error={error('style')}
          options={[
            { value: 'tabs', label: 'Tabs' },
            { value: 'accordion', label: 'An accordion' },
            { value: 'columns', label: 'Columns (side by side on a wide screen)' },
          ]}
          // biome-ignore lint/suspicious/noExplicitAny: as above.
          {...register(`${path}.style` as any)}
        />
      </div>
      <BilingualField label="Name of the tabs (for screen readers)" {...bilingual(register, errors, `${path}.label`)} />
      {fields.map((field, index) => (
        <fieldset key={field.id} className="page-block-editor__item">
          <legend>Tab {index + 1}</legend>
          <BilingualField label="Tab label" {...bilingual(register, errors, `${path}.items.${index}.label`)} />
          <TextField
            label="Tab id"
            hint="Lower-case letters, digits and hyphens, e.g. campus."
            error={error(`items.${index}.id`)}
            // biome-ignore lint/suspicious/noExplicitAny: as above.
            {...register(`${path}.items.${index}.id` as any)}
          />
          <BlocksEditor name={`${path}.items.${index}.blocks`} inner />
          <button type="button" className="button button--secondary" onClick={() => remove(index)}>
            Remove tab {index + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => append({ id: `tab-${fields.length + 1}`, label: bi(), blocks: [] } as never)}
      >
        Add tab
      </button>
    </>
  );
}
