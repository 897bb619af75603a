import type { PhoneNumber } from '../../../config/site-settings';

export function PhoneLink({ phone }: { phone: PhoneNumber }) {
  return (
    <a className="data-table__nowrap" href={`tel:${phone.dial}`}>
      {phone.display}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
