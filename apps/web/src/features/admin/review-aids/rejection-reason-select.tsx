import type { TRejectionReason } from '@iiidem/shared/admin/review-aids';
import { type Answer, useAdminData } from '../ui/admin-api';

type RejectionReasonSelectProps = {
  id: string;
  /** The chosen reason's id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Extra class of the row (the bulk bar lays it out in its toolbar). */
  className?: string;
};

/** The listed rejection reasons still offered (issue 19); the chosen one goes into the applicant's mail. */
export function RejectionReasonSelect({ id, value, onChange, className }: RejectionReasonSelectProps) {
  const { data } = useAdminData<Answer<TRejectionReason[]>>('/admin/rejection-reasons');
  const offered = (data?.data ?? []).filter((reason) => !reason.retired);
  return (
    <div className={className ? `admin-form__row ${className}` : 'admin-form__row'}>
      <label htmlFor={id}>Reason for the rejection</label>
      <p id={`${id}-hint`} className="admin-form__hint">
        Told in the e-mail in the applicant's language (English or Hindi). Staff keep the list under Rejection reasons.
      </p>
      <select id={id} aria-describedby={`${id}-hint`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">No listed reason</option>
        {offered.map((reason) => (
          <option key={reason.id} value={String(reason.id)}>
            {reason.label_en}
          </option>
        ))}
      </select>
    </div>
  );
}
