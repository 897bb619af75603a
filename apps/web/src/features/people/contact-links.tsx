import { telHref } from './people-texts';

export function PhoneLink({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <a className="data-table__nowrap" href={telHref(phone)}>
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  if (!email) return null;
  return <a href={`mailto:${email}`}>{email}</a>;
}
