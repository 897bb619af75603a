import { zodResolver } from '@hookform/resolvers/zod';
import type { TUserDetails } from '@iiidem/shared/accounts/user-details';
import { istCalendarDate } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import type { TNominationForm } from '@iiidem/shared/nominations/api';
import { checkImageFile, type FileCheck } from '@iiidem/shared/nominations/files';
import { type FieldSpec, type FormSection, fieldsOf, isFileField } from '@iiidem/shared/nominations/form-fields';
import { NOMINATION_LABELS } from '@iiidem/shared/nominations/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { placeFieldErrors } from '../../components/form/apply-api-errors';
import { ErrorSummary, type SummaryError } from '../../components/form/error-summary';
import { uploadStateOf } from '../../components/form/upload-status';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { AlertDialog, type AlertState } from './alert-dialog';
import { BoundField, controlId, FileField, type ReferenceLists } from './form-controls';
import { formText } from './form-texts';
import { submitNomination } from './nominations-api';
import { RequiredLegend } from './required-legend';
import { classifySubmitAnswer } from './submit-answer';
import { useNominationDraft } from './use-nomination-draft';
import './nomination-form.css';

export type NominationCourse = { id: number; course_hostel_facility: 'Yes' | 'No' };

type NominationFormProps = {
  form: TNominationForm;
  sections: readonly FormSection[];
  /** The form's shared zod schema for a given "today" (IST). */
  schemaFor: (today: string) => z.ZodType<Record<string, string>, Record<string, unknown>>;
  emptyValues: () => Record<string, string>;
  course: NominationCourse;
  profile: TUserDetails;
  lists: ReferenceLists;
  /** Called after the success popup is closed (the page goes to /dashboard). */
  onSubmitted: () => void;
  /** Shown above the first section (the domestic course summary). */
  children?: ReactNode;
};

/** Fields the API may name in its errors that are not form fields. */
const COURSE_FIELD = 'course_id';

function profileValue(field: FieldSpec, profile: TUserDetails): string | undefined {
  if (!field.fromProfile) return undefined;
  return profile[field.fromProfile] ?? '';
}

function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A nomination form (spec 2 §2-§5, §8) built from its section descriptions: read-only profile fields,
 * sanitised text, the spec's rules on submit (nothing is sent while any fails), an error summary linking to
 * each field, focus on the first error, image checks, hostel forced to No when the course has none, a
 * server-side draft, one submission however often Submit is pressed, and the spec's popups.
 */
export function NominationForm({
  form,
  sections,
  schemaFor,
  emptyValues,
  course,
  profile,
  lists,
  onSubmitted,
  children,
}: NominationFormProps) {
  const { t, i18n } = useLingui();
  const formId = useId().replace(/:/g, '');
  const today = useMemo(() => istCalendarDate(new Date()), []);
  const fields = useMemo(() => fieldsOf(sections), [sections]);
  const textFields = useMemo(() => fields.filter((field) => !isFileField(field)), [fields]);
  const fileFields = useMemo(() => fields.filter(isFileField), [fields]);
  const noHostel = course.course_hostel_facility === 'No';

  const defaults = useMemo(() => {
    const values = emptyValues();
    for (const field of textFields) {
      const fromProfile = profileValue(field, profile);
      if (fromProfile !== undefined) values[field.name] = fromProfile;
    }
    if (noHostel) values.hostel_facility = 'No';
    return values;
  }, [emptyValues, textFields, profile, noHostel]);

  const methods = useForm<Record<string, string>>({
    defaultValues: defaults,
    // The schema takes unknown values (the API gets them from multipart); the form only ever holds strings.
    resolver: zodResolver(schemaFor(today)) as unknown as Resolver<Record<string, string>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, formState, setError, clearErrors, reset, watch } = methods;

  const draftFields = useMemo(
    () =>
      textFields
        .filter((field) => !field.fromProfile && !(noHostel && field.name === 'hostel_facility'))
        .map((f) => f.name),
    [textFields, noHostel],
  );
  const draft = useNominationDraft({ courseId: course.id, form, methods, draftFields, defaults });

  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [fileChecks, setFileChecks] = useState<Record<string, FileCheck | undefined>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string | undefined>>({});
  const [resetKey, setResetKey] = useState(0);
  const [alert, setAlert] = useState<AlertState>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const [attempted, setAttempted] = useState(false);

  const reasons = watch('reason_for_applying') ?? '';

  const focusField = useCallback(
    (name: string) => {
      const target = document.getElementById(controlId(formId, name));
      if (!target) return;
      target.scrollIntoView({ block: 'center' });
      target.focus();
    },
    [formId],
  );

  /** The first field (in the form's order) with an error, for focus. */
  const firstInvalid = useCallback(
    (names: Iterable<string>) => {
      const invalid = new Set(names);
      return fields.find((field) => invalid.has(field.name))?.name;
    },
    [fields],
  );

  const chooseFile = (name: string, file: File | null) => {
    setFiles((current) => ({ ...current, [name]: file }));
    setFileChecks((current) => ({ ...current, [name]: file ? checkImageFile(file) : undefined }));
    setFileErrors((current) => ({ ...current, [name]: undefined }));
  };

  const chosenFileErrors = (): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const field of fileFields) {
      const check = fileChecks[field.name];
      if (check && !check.ok) errors[field.name] = check.message;
    }
    return errors;
  };

  const onInvalid = (errors: FieldErrors<Record<string, string>>) => {
    setAttempted(true);
    const first = firstInvalid([...Object.keys(errors), ...Object.keys(chosenFileErrors())]);
    if (first) focusField(first);
  };

  const onValid = async (values: Record<string, string>) => {
    setAttempted(true);
    if (submittingRef.current) return;
    const badFiles = chosenFileErrors();
    if (Object.keys(badFiles).length > 0) {
      const first = firstInvalid(Object.keys(badFiles));
      if (first) focusField(first);
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await draft.stop();
      const body = new FormData();
      body.append(COURSE_FIELD, String(course.id));
      for (const field of textFields) body.append(field.name, values[field.name] ?? '');
      for (const field of fileFields) {
        const file = files[field.name];
        if (file) body.append(field.name, file, file.name);
      }
      const answer = await submitNomination(form, body, idempotencyKey.current);
      const outcome = classifySubmitAnswer(answer.status, answer.body);
      if (outcome.kind === 'success') {
        setSubmitted(true);
        setAlert({ title: NOMINATION_LABELS.success, message: MESSAGES.formSubmitted });
        return;
      }
      draft.resume();
      if (outcome.kind === 'warning') {
        setAlert({ title: NOMINATION_LABELS.warning, message: outcome.message });
      } else if (outcome.kind === 'error') {
        setAlert({ title: NOMINATION_LABELS.error, message: outcome.message });
      } else {
        const serverFileErrors: Record<string, string> = {};
        const placed = placeFieldErrors(
          Object.entries(outcome.errors).map(([path, msg]) => ({ path, msg })),
          fields.map((field) => field.name),
          (name, fieldError) => {
            if (fileFields.some((field) => field.name === name)) serverFileErrors[name] = fieldError.message;
            else setError(name, fieldError);
          },
        );
        setFileErrors(serverFileErrors);
        const first = firstInvalid(placed);
        if (first) focusField(first);
        else setAlert({ title: NOMINATION_LABELS.error, message: outcome.message ?? MESSAGES.somethingWentWrong });
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const onReset = async () => {
    reset(defaults);
    clearErrors();
    setFiles({});
    setFileChecks({});
    setFileErrors({});
    setResetKey((key) => key + 1);
    setAttempted(false);
    await draft.discard();
  };

  const closeAlert = () => {
    setAlert(null);
    if (submitted) onSubmitted();
  };

  const summary: SummaryError[] = attempted
    ? fields.flatMap((field) => {
        const message = isFileField(field)
          ? (fileErrors[field.name] ??
            (fileChecks[field.name]?.ok === false ? fileChecks[field.name]?.message : undefined))
          : formState.errors[field.name]?.message;
        return message ? [{ id: controlId(formId, field.name), label: formText(i18n, field.label), message }] : [];
      })
    : [];

  return (
    <>
      <form
        className="nomination-form"
        noValidate
        aria-busy={!draft.ready || submitting}
        onSubmit={handleSubmit(onValid, onInvalid)}
        onReset={(event) => {
          event.preventDefault();
          void onReset();
        }}
      >
        <ErrorSummary errors={summary} />
        <RequiredLegend />
        <p className="nomination-form__draft" role="status">
          {draft.restoredAt ? `${t`Your unsent answers were restored.`} ` : ''}
          {draft.savedAt ? t`Draft saved.` : ''}
        </p>
        {children}
        {/* Fields appear once the saved draft is in them, so nothing typed is overwritten or left unsaved. */}
        {!draft.ready ? (
          <p className="nomination-form__loading" role="status">
            <Trans>Loading your saved answers…</Trans>
          </p>
        ) : null}
        {(draft.ready ? sections : []).map((section) => (
          <section
            key={section.id}
            className="nomination-form__section"
            aria-labelledby={`${formId}-section-${section.id}`}
          >
            <h2 id={`${formId}-section-${section.id}`} className="nomination-form__section-title">
              {formText(i18n, section.title)}
            </h2>
            {section.groups.map((group, index) => (
              // A titled group (an address, an emergency contact) is a fieldset whose legend holds its heading, so
              // each of its fields is announced with the group's name (GOV.UK, WCAG 1.3.1).
              <FieldGroup key={group.title ?? index} title={group.title ? formText(i18n, group.title) : undefined}>
                <div className="nomination-form__grid">
                  {group.fields.map((field) =>
                    isFileField(field) ? (
                      <FileField
                        key={field.name}
                        formId={formId}
                        field={field}
                        state={uploadStateOf({
                          file: files[field.name],
                          check: fileChecks[field.name],
                          serverError: fileErrors[field.name],
                          submission: submitted ? 'sent' : submitting ? 'sending' : 'editing',
                        })}
                        onChoose={(file) => chooseFile(field.name, file)}
                        resetKey={resetKey}
                      />
                    ) : (
                      <BoundField
                        key={field.name}
                        formId={formId}
                        field={field}
                        register={register}
                        control={control}
                        error={formState.errors[field.name]?.message}
                        lists={lists}
                        today={today}
                        value={field.name === 'reason_for_applying' ? reasons : ''}
                        disabledOptions={field.name === 'hostel_facility' && noHostel ? ['Yes'] : []}
                        note={
                          field.name === 'hostel_facility' && noHostel
                            ? t`This course has no hostel facility, so the answer is No.`
                            : undefined
                        }
                      />
                    ),
                  )}
                </div>
              </FieldGroup>
            ))}
          </section>
        ))}
        <div className="nomination-form__actions" hidden={!draft.ready}>
          <button type="reset" className="button button--secondary" disabled={submitting}>
            {translateSharedText(NOMINATION_LABELS.reset)}
          </button>
          <button type="submit" className="button" disabled={submitting || submitted}>
            {translateSharedText(submitting ? NOMINATION_LABELS.submitting : NOMINATION_LABELS.submit)}
          </button>
        </div>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}

function FieldGroup({ title, children }: { title: string | undefined; children: ReactNode }) {
  if (!title) return <div className="nomination-form__group">{children}</div>;
  return (
    <fieldset className="nomination-form__group nomination-form__group--fieldset">
      <legend className="nomination-form__group-legend">
        <h3 className="nomination-form__group-title">{title}</h3>
      </legend>
      {children}
    </fieldset>
  );
}
