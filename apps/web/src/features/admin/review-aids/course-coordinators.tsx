import type { TCoordinator, TNotificationSettings } from '@iiidem/shared/admin/review-aids';
import { useEffect, useId, useState } from 'react';
import { FormMessage } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';

type Coordinators = { coordinators: TCoordinator[]; staff: TCoordinator[] };
type Result = { kind: 'error' | 'success'; text: string } | null;

/**
 * A course's coordinators (issue 19): staff accounts chosen here, saved on their own; and the signed-in staff
 * member's choice to be e-mailed each new application for the courses they coordinate.
 */
export function CourseCoordinators({ courseId }: { courseId: number }) {
  const id = useId();
  const { data, mutate } = useAdminData<Answer<Coordinators>>(`/admin/courses/${courseId}/coordinators`);
  const settings = useAdminData<Answer<TNotificationSettings>>('/admin/account/notifications');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [mailResult, setMailResult] = useState<Result>(null);
  // The box follows the click at once; the saved value comes back from the server.
  const [mailsOn, setMailsOn] = useState<boolean | null>(null);

  useEffect(() => {
    if (data) setChosen(new Set(data.data.coordinators.map((coordinator) => coordinator.id)));
  }, [data]);

  const toggle = (userId: number, on: boolean) => {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  };

  const save = async () => {
    setResult(null);
    setBusy(true);
    try {
      await adminSend(`/admin/courses/${courseId}/coordinators`, 'PUT', { user_ids: [...chosen] });
      await mutate();
      setResult({ kind: 'success', text: 'Coordinators saved.' });
    } catch (caught) {
      setResult({
        kind: 'error',
        text: caught instanceof ApiError ? caught.message : 'The coordinators could not be saved.',
      });
    } finally {
      setBusy(false);
    }
  };

  const setMails = async (on: boolean) => {
    setMailResult(null);
    setMailsOn(on);
    try {
      await adminSend('/admin/account/notifications', 'PUT', { new_applications: on });
      await settings.mutate();
      setMailResult({ kind: 'success', text: 'Your e-mail settings are saved.' });
    } catch (caught) {
      setMailsOn(!on);
      setMailResult({
        kind: 'error',
        text: caught instanceof ApiError ? caught.message : 'The setting could not be saved.',
      });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-form content-form">
      <h2 id={`${id}-heading`}>Coordinators</h2>
      {!data ? (
        <p role="status">Loading staff…</p>
      ) : (
        <fieldset>
          <legend>Staff who coordinate this course</legend>
          {data.data.staff.map((person) => (
            <label key={person.id} className="status-change__option">
              <input
                type="checkbox"
                checked={chosen.has(person.id)}
                onChange={(event) => toggle(person.id, event.target.checked)}
              />
              {person.name} ({person.email})
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <button type="button" className="button" disabled={busy || !data} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save coordinators'}
        </button>
      </div>
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      <label className="status-change__option">
        <input
          type="checkbox"
          checked={mailsOn ?? settings.data?.data.new_applications ?? false}
          disabled={!settings.data}
          onChange={(event) => void setMails(event.target.checked)}
        />
        E-mail me each new application for the courses I coordinate
      </label>
      {mailResult ? <FormMessage kind={mailResult.kind}>{mailResult.text}</FormMessage> : null}
    </section>
  );
}
