import type { TNominationForm } from '@iiidem/shared/nominations/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { deleteDraft, fetchDraft, saveDraft } from './nominations-api';

/** Quiet time after the last keystroke before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1000;

type DraftOptions = {
  courseId: number;
  form: TNominationForm;
  methods: UseFormReturn<Record<string, string>>;
  /** The fields a draft keeps: typed values only (not the profile's read-only ones, never files). */
  draftFields: readonly string[];
  /** The form's values before anything is typed: a value equal to its default is not worth keeping. */
  defaults: Readonly<Record<string, string>>;
};

export type NominationDraft = {
  /** False until the saved draft (if any) has been put into the form. */
  ready: boolean;
  /** When the restored draft was last saved (ISO), or null when nothing was restored. */
  restoredAt: string | null;
  savedAt: Date | null;
  /** Stops saving and waits for a save in flight, so nothing re-creates the draft after a submit. */
  stop: () => Promise<void>;
  /** Saves again after a submit that did not go through. */
  resume: () => void;
  /** Drops the server's draft (Reset). */
  discard: () => Promise<void>;
};

function pickDraft(
  values: Record<string, unknown>,
  fields: readonly string[],
  defaults: Readonly<Record<string, string>>,
): Record<string, string> {
  const data: Record<string, string> = {};
  for (const name of fields) {
    const value = values[name];
    if (typeof value === 'string' && value !== '' && value !== defaults[name]) data[name] = value;
  }
  return data;
}

/**
 * Long forms lose nothing (issue 5): the form's typed values are saved on the server per applicant and
 * course, a second after typing stops, and put back into the form when the applicant comes back.
 */
export function useNominationDraft({ courseId, form, methods, draftFields, defaults }: DraftOptions): NominationDraft {
  const [ready, setReady] = useState(false);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const stopped = useRef(false);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const lastSaved = useRef<string>('');
  const fieldsRef = useRef(draftFields);
  fieldsRef.current = draftFields;
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const { setValue, getValues, watch } = methods;

  useEffect(() => {
    let cancelled = false;
    fetchDraft(courseId)
      .then((answer) => {
        if (cancelled) return;
        const draft = answer.data;
        if (draft && draft.form === form) {
          for (const [name, value] of Object.entries(draft.data)) {
            if (fieldsRef.current.includes(name)) setValue(name, value, { shouldDirty: true });
          }
          setRestoredAt(draft.updated_at);
        }
      })
      .catch((error: unknown) => console.error('Loading the draft failed', error))
      .finally(() => {
        if (cancelled) return;
        lastSaved.current = JSON.stringify(pickDraft(getValues(), fieldsRef.current, defaultsRef.current));
        setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [courseId, form, setValue, getValues]);

  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (stopped.current) return;
        const data = pickDraft(values as Record<string, unknown>, fieldsRef.current, defaultsRef.current);
        const json = JSON.stringify(data);
        if (json === lastSaved.current) return;
        lastSaved.current = json;
        const saving = saveDraft(courseId, form, data)
          .then(() => setSavedAt(new Date()))
          .catch((error: unknown) => console.error('Saving the draft failed', error));
        inFlight.current = saving;
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [ready, watch, courseId, form]);

  const stop = useCallback(async () => {
    stopped.current = true;
    await inFlight.current;
  }, []);

  const discard = useCallback(async () => {
    await inFlight.current;
    lastSaved.current = JSON.stringify({});
    setSavedAt(null);
    setRestoredAt(null);
    await deleteDraft(courseId).catch((error: unknown) => console.error('Deleting the draft failed', error));
  }, [courseId]);

  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { ready, restoredAt, savedAt, stop, resume, discard };
}
