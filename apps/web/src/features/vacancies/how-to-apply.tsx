import { SITE_SETTINGS } from '../../config/site-settings';
import './how-to-apply.css';

const { recruitment } = SITE_SETTINGS;

/**
 * How to apply (spec 2 §2 Vacancies): download the application form (a Word file), fill it in, and
 * e-mail it as a PDF with the attachments to the HR mailbox; two phone numbers and two mailboxes for questions.
 */
export function HowToApply() {
  return (
    <section className="how-to-apply" aria-labelledby="how-to-apply-title">
      <h2 id="how-to-apply-title">How to apply</h2>
      <ol className="how-to-apply__steps">
        <li>
          Download the{' '}
          <a href={recruitment.applicationForm.href} download>
            application form
          </a>{' '}
          ({recruitment.applicationForm.sizeLabel}).
        </li>
        <li>Fill in the form and sign it.</li>
        <li>
          Save it as a PDF and e-mail it, with the attachments the advertisement asks for, to the HR mailbox{' '}
          <a href={`mailto:${recruitment.hrEmail}`}>{recruitment.hrEmail}</a> before the end date of the vacancy.
        </li>
      </ol>
      <h3>For questions</h3>
      <dl className="how-to-apply__contacts">
        <dt>Phone</dt>
        {recruitment.phones.map((phone) => (
          <dd key={phone.dial}>
            <a href={`tel:${phone.dial}`}>{phone.display}</a>
          </dd>
        ))}
        <dt>E-mail</dt>
        {recruitment.emails.map((email) => (
          <dd key={email}>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        ))}
      </dl>
    </section>
  );
}
