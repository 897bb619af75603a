import { useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ErrorSummary, type SummaryError } from './error-summary';

type Entry = { name: string; message: string };

/** Every message in react-hook-form's (possibly nested) errors, with the field name it belongs to ('a.b.0'). */
export function errorEntries(errors: FieldErrors, prefix = ''): Entry[] {
  return Object.entries(errors).flatMap(([key, value]): Entry[] => {
    if (!value || typeof value !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) return [{ name, message }];
    return errorEntries(value as FieldErrors, name);
  });
}

/** The visible label of a control, without the required mark; its name when it has none. */
function labelOf(control: HTMLElement, fallback: string): string {
  const label = (control as HTMLInputElement).labels?.[0];
  if (!label) return control.getAttribute('aria-label') ?? fallback;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() || fallback;
}

/**
 * The GOV.UK error summary for a react-hook-form form: place it first inside the <form>. It lists each field's
 * error with the field's own label (read from the form, so no form repeats its labels) and links to the
 * control; it appears after a submit attempt, takes focus then, and puts "Error:" in the page title.
 */
export function FormErrorSummary<T extends FieldValues>({
  errors,
  submitCount,
}: {
  errors: FieldErrors<T>;
  submitCount: number;
}) {
  const anchor = useRef<HTMLSpanElement>(null);
  const entries = submitCount > 0 ? errorEntries(errors as FieldErrors) : [];
  // Errors only exist after a submit attempt, when the form's controls are on the page: their ids and labels are
  // read from it in this render, so the summary shows (and takes focus) in the same commit as the errors.
  const form = entries.length > 0 ? anchor.current?.closest('form') : null;
  const summary: SummaryError[] = entries.flatMap(({ name, message }) => {
    const control = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (!control?.id) return [];
    return [{ id: control.id, label: labelOf(control, name), message }];
  });

  return (
    <>
      <span ref={anchor} hidden />
      <ErrorSummary errors={summary} attempt={submitCount} />
    </>
  );
}
