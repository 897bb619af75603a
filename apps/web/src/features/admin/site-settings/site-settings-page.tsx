import { zodResolver } from '@hookform/resolvers/zod';
import {
  HOME_FIGURE_KEYS,
  type TAdminSiteSettingsAnswer,
  type THomeFigureKey,
  type TSiteSettings,
} from '@iiidem/shared/site-settings';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { applyApiErrors } from '../../../components/form/apply-api-errors';
import { ErrorSummary, type SummaryError } from '../../../components/form/error-summary';
import { CheckboxField, FormMessage, TextField } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { SITE_SETTINGS_KEY } from '../../../lib/use-site-settings';
import { adminPaths } from '../admin-paths';
import { adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { BilingualField, HindiFieldsNote } from '../ui/bilingual-field';
import { CONTENT_SAVE_FAILURE, ContentFormButtons } from '../ui/content-form-parts';
import { ApplicationFormUpload } from './application-form-upload';
import { formValuesOf, type TSiteSettingsForm, ZSiteSettingsForm } from './site-settings-form-values';
import './site-settings.css';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

const ADMIN_SETTINGS_PATH = '/admin/site-settings';

type Name = Path<TSiteSettingsForm>;

/** The id of a field's input, which the error summary links to. */
export const fieldIdOf = (name: string) => `site-settings-${name.replaceAll('.', '-')}`;

/** The home page's figures as the form labels them (after the home page's labels: Years, Programs...). */
const HOME_FIGURE_NAMES: Record<THomeFigureKey, string> = {
  years: 'Years figure',
  programs: 'Programs figure',
  participants: 'Participants figure',
  countries: 'Countries figure',
};

function homeFigureLabels(): Record<string, string> {
  return Object.fromEntries(
    HOME_FIGURE_KEYS.flatMap((key) => [
      [`homeFigures.${key}.en`, HOME_FIGURE_NAMES[key]],
      [`homeFigures.${key}.hi`, `${HOME_FIGURE_NAMES[key]} (Hindi)`],
    ]),
  );
}

const FIXED_LABELS: Record<string, string> = {
  'phone.display': 'Phone (as shown)',
  'phone.dial': 'Phone (to dial)',
  fax: 'Fax',
  email: 'E-mail',
  'mailboxes.training': 'Training programmes mailbox',
  'mailboxes.international': 'International programmes mailbox',
  'mailboxes.webmaster': 'Website mailbox',
  'commissionSite.name.en': 'Commission’s site: name',
  'commissionSite.name.hi': 'Commission’s site: name (Hindi)',
  'commissionSite.url': 'Commission’s site: address',
  'recruitment.hrEmail': 'HR mailbox',
  'featuredVideo.src': 'Video file',
  'featuredVideo.title.en': 'Video title',
  'featuredVideo.title.hi': 'Video title (Hindi)',
  'homeNotice.en': 'Notice',
  'homeNotice.hi': 'Notice (Hindi)',
  'homeNotice.link': 'Notice link',
  ...homeFigureLabels(),
  'footprint.total.value.en': 'Total: figure',
  'footprint.total.value.hi': 'Total: figure (Hindi)',
  'footprint.total.label.en': 'Total: label',
  'footprint.total.label.hi': 'Total: label (Hindi)',
  sampleNotice: 'Sample notice',
};

const SOCIAL_NAMES: Record<string, string> = { x: 'X (Twitter)', facebook: 'Facebook', youtube: 'YouTube' };
const PART_NAMES: Record<string, string> = {
  display: 'as shown',
  dial: 'to dial',
  name: 'name',
  handle: 'handle',
  url: 'address',
};
const HINDI = (language: string | undefined) => (language === 'hi' ? ' (Hindi)' : '');

/** The label the error summary gives a field. */
export function labelOf(name: string): string {
  const fixed = FIXED_LABELS[name];
  if (fixed) return fixed;
  const parts = name.split('.');
  const row = Number(parts[2]) + 1;
  if (parts[0] === 'address') return `Address line ${row}${HINDI(parts[1])}`;
  if (parts[0] === 'recruitment' && parts[1] === 'phones')
    return `Recruitment phone ${row} (${PART_NAMES[parts[3] ?? '']})`;
  if (parts[0] === 'recruitment' && parts[1] === 'emails') return `Recruitment mailbox ${row}`;
  if (parts[0] === 'footprint')
    return `Footprint figure ${row}: ${parts[3] === 'label' ? 'label' : 'figure'}${HINDI(parts[4])}`;
  if (parts[0] === 'social') return `${SOCIAL_NAMES[parts[1] ?? '']}: ${PART_NAMES[parts[2] ?? ''] ?? parts[2]}`;
  return name;
}

/** Every message of react-hook-form's nested errors, in the form's order, for the summary. */
function summaryOf(errors: FieldErrors<TSiteSettingsForm>): SummaryError[] {
  const found: SummaryError[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && path.length > 0) {
      const name = path.join('.');
      found.push({ id: fieldIdOf(name), label: labelOf(name), message });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'root') walk(child, [...path, key]);
  };
  walk(errors, []);
  return found;
}

/** Back office: the site's settings (issue 15), shown on every page's footer, the contact page and the home page. */
export default function SiteSettingsPage() {
  const { data, error, mutate } = useAdminData<TAdminSiteSettingsAnswer>(ADMIN_SETTINGS_PATH);
  return (
    <AdminPage title="Site settings">
      <p className="admin-form__hint">
        The institute’s contact details, mailboxes, social links and the home page’s notice and figures. Every page
        shows a change as soon as it is saved.
      </p>
      {data ? (
        <SiteSettingsForm
          key={data.data.version}
          settings={data.data.settings}
          version={data.data.version}
          reload={async () => {
            await mutate();
          }}
        />
      ) : error ? (
        <FormMessage kind="error">The site settings could not be loaded. Please reload the page.</FormMessage>
      ) : (
        <p role="status">Loading…</p>
      )}
      {data?.data.applicationForm ? (
        <ApplicationFormUpload
          current={data.data.applicationForm}
          onReplaced={async (answer) => {
            // The settings' version is unchanged: the settings form keeps what is being edited.
            await mutate(answer, { revalidate: false });
          }}
        />
      ) : null}
    </AdminPage>
  );
}

type SiteSettingsFormProps = { settings: TSiteSettings; version: number; reload: () => Promise<void> };

export function SiteSettingsForm({ settings, version: loadedVersion, reload }: SiteSettingsFormProps) {
  const { mutate } = useSWRConfig();
  const [version, setVersion] = useState(loadedVersion);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount, isDirty },
  } = useForm<TSiteSettingsForm, unknown, TSiteSettings>({
    resolver: zodResolver(ZSiteSettingsForm),
    defaultValues: formValuesOf(settings),
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);
  const summary = summaryOf(errors);

  // After a refused submit, the summary is where keyboard and screen-reader users land.
  useEffect(() => {
    if (submitCount > 0 && summary.length > 0) document.querySelector<HTMLElement>('.error-summary a')?.focus();
  }, [submitCount, summary.length]);

  const save = async (values: TSiteSettings) => {
    setSaved(null);
    setFailure(null);
    try {
      const answer = await adminSend<TAdminSiteSettingsAnswer>(ADMIN_SETTINGS_PATH, 'PUT', {
        version,
        settings: values,
      });
      setVersion(answer.data.version);
      reset(formValuesOf(answer.data.settings));
      setSaved(answer.message ?? 'The site settings were saved.');
      await mutate(SITE_SETTINGS_KEY);
    } catch (caught) {
      const serverFields = caught instanceof ApiError ? caught.errors.map((item) => item.path) : [];
      const { message } = applyApiErrors(
        caught,
        serverFields,
        (path, fieldError) => setError(path.replace(/^settings\./, '') as Name, fieldError),
        CONTENT_SAVE_FAILURE,
      );
      setFailure({ message, conflict: caught instanceof ApiError && caught.status === 409 });
    }
  };

  const field = (name: Name, label: string, extra: { hint?: string; required?: boolean; type?: string } = {}) => (
    <TextField
      id={fieldIdOf(name)}
      label={label}
      autoComplete="off"
      error={errorOf(errors, name)}
      {...extra}
      {...register(name)}
    />
  );
  const bilingual = (base: 'homeNotice' | `${string}`, label: string, multiline = false) => (
    <BilingualField
      label={label}
      required
      multiline={multiline}
      english={{ ...register(`${base}.en` as Name), id: fieldIdOf(`${base}.en`), error: errorOf(errors, `${base}.en`) }}
      hindi={{ ...register(`${base}.hi` as Name), id: fieldIdOf(`${base}.hi`), error: errorOf(errors, `${base}.hi`) }}
    />
  );

  return (
    <form className="admin-form content-form site-settings-form" noValidate onSubmit={handleSubmit(save)}>
      <ErrorSummary errors={summary} attempt={submitCount} />
      {saved ? <FormMessage kind="success">{saved}</FormMessage> : null}
      {failure ? (
        <div className="site-settings-form__failure">
          <FormMessage kind="error">{failure.message}</FormMessage>
          {failure.conflict ? (
            <button type="button" className="button button--secondary" onClick={() => void reload()}>
              Load the latest settings (your changes here are discarded)
            </button>
          ) : null}
        </div>
      ) : null}
      <HindiFieldsNote />

      <Group legend="Contact">
        <div className="content-form__pair">
          {field('phone.display', 'Phone (as shown)', { hint: 'For example +91-11-0000-0000.', required: true })}
          {field('phone.dial', 'Phone (to dial)', { hint: 'International form, e.g. +911100000000.', required: true })}
        </div>
        <div className="content-form__pair">
          {field('fax', 'Fax', { required: true })}
          {field('email', 'E-mail', { type: 'email', required: true })}
        </div>
        {bilingual('commissionSite.name', 'Commission’s site: name')}
        {field('commissionSite.url', 'Commission’s site: address', { type: 'url', required: true })}
      </Group>

      <Group legend="Address">
        <p className="admin-form__hint">One line each. Without Hindi lines, the Hindi pages show the English ones.</p>
        <div className="content-form__pair">
          <TextRows control={control} register={register} errors={errors} name="address.en" label="Address line" />
          <TextRows
            control={control}
            register={register}
            errors={errors}
            name="address.hi"
            label="Address line (Hindi)"
            lang="hi"
          />
        </div>
      </Group>

      <Group legend="Mailboxes">
        {field('mailboxes.training', 'Training programmes mailbox', { type: 'email', required: true })}
        {field('mailboxes.international', 'International programmes mailbox', { type: 'email', required: true })}
        {field('mailboxes.webmaster', 'Website mailbox', { type: 'email', required: true })}
      </Group>

      <Group legend="Recruitment">
        <p className="admin-form__hint">
          Shown under “How to apply” on the vacancies page (the application form is replaced below).
        </p>
        {field('recruitment.hrEmail', 'HR mailbox', { type: 'email', required: true })}
        <PhoneRows control={control} register={register} errors={errors} />
        <TextRows
          control={control}
          register={register}
          errors={errors}
          name="recruitment.emails"
          label="Recruitment mailbox"
          type="email"
        />
      </Group>

      <Group legend="Social">
        {(['x', 'facebook', 'youtube'] as const).map((key) => (
          <fieldset key={key} className="site-settings-form__subgroup">
            <legend>{SOCIAL_NAMES[key]}</legend>
            <div className="content-form__pair">
              {field(`social.${key}.name`, 'Name', { required: true })}
              {field(`social.${key}.handle`, 'Handle', { required: true })}
            </div>
            {field(`social.${key}.url`, 'Address (https://)', { type: 'url', required: true })}
          </fieldset>
        ))}
        <fieldset className="site-settings-form__subgroup">
          <legend>Featured video</legend>
          <p className="admin-form__hint">
            A video file of this site (.mp4 or .webm, an address starting with /). Leave it empty for no player.
          </p>
          {field('featuredVideo.src', 'Video file')}
          {bilingual('featuredVideo.title', 'Video title')}
        </fieldset>
      </Group>

      <Group legend="Home page notice">
        {bilingual('homeNotice', 'Notice', true)}
        {field('homeNotice.link', 'Notice link', {
          hint: 'A page of this site, e.g. /iiidem-vacancies.',
          required: true,
        })}
      </Group>

      <Group legend="Home page figures">
        <p className="admin-form__hint">
          The four figures beside “About IIIDEM” on the home page, as words: e.g. 13+, 1700+, 1 lakh+ (in Hindi{' '}
          <span lang="hi">1 लाख+</span>), 141. <Link to={adminPaths.statistics}>Statistics</Link> computes them from the
          participants.
        </p>
        {HOME_FIGURE_KEYS.map((key) => (
          <Fragment key={key}>{bilingual(`homeFigures.${key}`, HOME_FIGURE_NAMES[key])}</Fragment>
        ))}
      </Group>

      <Group legend="Footprint">
        {bilingual('footprint.total.value', 'Total: figure')}
        {bilingual('footprint.total.label', 'Total: label')}
        <FigureRows control={control} register={register} errors={errors} />
      </Group>

      <Group legend="Sample notice">
        <CheckboxField
          id={fieldIdOf('sampleNotice')}
          label="These are sample details: say so in the footer and on the contact page"
          hint="Untick it once the real phone numbers, address and mailboxes are in."
          error={errorOf(errors, 'sampleNotice')}
          {...register('sampleNotice')}
        />
      </Group>

      <ContentFormButtons busy={isSubmitting} submitLabel="Save site settings" />
      {leavePrompt}
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="site-settings-form__group">
      <legend className="site-settings-form__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The message of the field `name` in react-hook-form's nested errors. */
function errorOf(errors: FieldErrors<TSiteSettingsForm>, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

type RowsProps = {
  control: Control<TSiteSettingsForm, unknown, TSiteSettings>;
  register: UseFormRegister<TSiteSettingsForm>;
  errors: FieldErrors<TSiteSettingsForm>;
};

/** A list of one-line texts with Add and Remove (address lines, mailboxes). */
function TextRows({
  control,
  register,
  errors,
  name,
  label,
  lang,
  type,
}: RowsProps & {
  name: 'address.en' | 'address.hi' | 'recruitment.emails';
  label: string;
  lang?: string;
  type?: string;
}) {
  const rows = useFieldArray({ control, name });
  const key = name === 'recruitment.emails' ? 'email' : 'line';
  return (
    <div className="site-settings-form__rows">
      {rows.fields.map((row, index) => {
        const fieldName = `${name}.${index}.${key}` as Name;
        return (
          <div key={row.id} className="site-settings-form__row">
            <TextField
              id={fieldIdOf(fieldName)}
              label={`${label} ${index + 1}`}
              lang={lang}
              type={type}
              autoComplete="off"
              error={errorOf(errors, fieldName)}
              {...register(fieldName)}
            />
            <button type="button" className="button button--secondary" onClick={() => rows.remove(index)}>
              Remove {label.toLowerCase()} {index + 1}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => rows.append(key === 'email' ? { email: '' } : ({ line: '' } as never))}
      >
        Add {label.toLowerCase()}
      </button>
    </div>
  );
}

function PhoneRows({ control, register, errors }: RowsProps) {
  const rows = useFieldArray({ control, name: 'recruitment.phones' });
  return (
    <div className="site-settings-form__rows">
      {rows.fields.map((row, index) => (
        <div key={row.id} className="site-settings-form__row">
          <div className="content-form__pair">
            {(['display', 'dial'] as const).map((part) => {
              const fieldName = `recruitment.phones.${index}.${part}` as const;
              return (
                <TextField
                  key={part}
                  id={fieldIdOf(fieldName)}
                  label={`Recruitment phone ${index + 1} (${PART_NAMES[part]})`}
                  autoComplete="off"
                  error={errorOf(errors, fieldName)}
                  {...register(fieldName)}
                />
              );
            })}
          </div>
          <button type="button" className="button button--secondary" onClick={() => rows.remove(index)}>
            Remove recruitment phone {index + 1}
          </button>
        </div>
      ))}
      <button type="button" className="button button--secondary" onClick={() => rows.append({ display: '', dial: '' })}>
        Add recruitment phone
      </button>
    </div>
  );
}

function FigureRows({ control, register, errors }: RowsProps) {
  const rows = useFieldArray({ control, name: 'footprint.items' });
  const pair = (index: number, part: 'value' | 'label', label: string) => {
    const base = `footprint.items.${index}.${part}`;
    return (
      <BilingualField
        label={label}
        required
        english={{
          ...register(`${base}.en` as Name),
          id: fieldIdOf(`${base}.en`),
          error: errorOf(errors, `${base}.en`),
        }}
        hindi={{ ...register(`${base}.hi` as Name), id: fieldIdOf(`${base}.hi`), error: errorOf(errors, `${base}.hi`) }}
      />
    );
  };
  return (
    <div className="site-settings-form__rows">
      {rows.fields.map((row, index) => (
        <div key={row.id} className="site-settings-form__row site-settings-form__row--stacked">
          {pair(index, 'label', `Footprint figure ${index + 1}: label`)}
          {pair(index, 'value', `Footprint figure ${index + 1}: figure`)}
          <button type="button" className="button button--secondary" onClick={() => rows.remove(index)}>
            Remove footprint figure {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => rows.append({ value: { en: '', hi: '' }, label: { en: '', hi: '' } })}
      >
        Add footprint figure
      </button>
    </div>
  );
}
