import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type TStaffAccount,
  type TStaffInviteForm,
  type TStaffInvitePayload,
  ZStaffInviteForm,
} from '@iiidem/shared/admin/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyApiErrors } from '../../../components/form/apply-api-errors';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { FormMessage, SelectField, TextField } from '../../../components/form/form-fields';
import { type Answer, adminSend } from '../ui/admin-api';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

const FIELDS = ['email', 'first_name', 'last_name', 'role'] as const;
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const EMPTY: TStaffInviteForm = { email: '', first_name: '', last_name: '', role: 'staff' };

/** Invite a staff member or admin by e-mail (the shared schema checks the form as the API does). */
export function InviteStaffForm({ onInvited }: { onInvited: (message: string) => void | Promise<void> }) {
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TStaffInviteForm, unknown, TStaffInvitePayload>({
    resolver: zodResolver(ZStaffInviteForm),
    defaultValues: EMPTY,
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  const invite = async (values: TStaffInvitePayload) => {
    setFormError(null);
    try {
      const answer = await adminSend<Answer<TStaffAccount>>('/admin/staff', 'POST', values);
      reset(EMPTY);
      await onInvited(answer.message ?? `Invitation sent to ${values.email}.`);
    } catch (error) {
      const failure = 'The invitation could not be sent. Please try again.';
      const { message, firstFieldMessage } = applyApiErrors(error, FIELDS, setError, failure);
      setFormError(firstFieldMessage ?? message);
    }
  };

  return (
    <section className="staff-invite" aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-page__subheading">
        Invite a staff member
      </h2>
      <form className="admin-form staff-invite__form" noValidate onSubmit={handleSubmit(invite)}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="First name"
          autoComplete="off"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          required
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <SelectField
          label="Role"
          hint="Admins also manage staff accounts."
          required
          placeholder="Choose a role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          defaultValue={EMPTY.role}
          {...register('role')}
        />
        <div className="staff-invite__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Sending the invitation…' : 'Send invitation'}
          </button>
        </div>
        {leavePrompt}
      </form>
    </section>
  );
}
