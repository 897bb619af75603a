import { Trans } from '@lingui/react/macro';
import { FileFacts } from '../../components/ui/file-facts';
import { useSiteSettings } from '../../lib/use-site-settings';
import './how-to-apply.css';

/** The name the application form is saved under, whatever name the site stores it under. */
function downloadName(href: string): string {
  const extension = href.slice(href.lastIndexOf('.') + 1).toLowerCase();
  return `iiidem-application-form.${/^(docx|pdf)$/.test(extension) ? extension : 'docx'}`;
}

/**
 * How to apply (spec 2 §2 Vacancies): download the application form (a Word file), fill it in, and
 * e-mail it as a PDF with the attachments to the HR mailbox; two phone numbers and two mailboxes for questions.
 * The form, the mailbox and the contacts are site settings staff change in the back office (issue 15).
 */
export function HowToApply() {
  const settings = useSiteSettings();
  const recruitment = settings?.recruitment;
  // The form is a site setting staff replace in the back office (issue 15); until the settings arrive, no link.
  const form = settings?.applicationForm;
  // Until the settings arrive, no stand-in mailbox: the steps show without it.
  const hrEmail = recruitment ? <a href={`mailto:${recruitment.hrEmail}`}>{recruitment.hrEmail}</a> : null;
  return (
    <section className="how-to-apply" aria-labelledby="how-to-apply-title">
      <h2 id="how-to-apply-title">
        <Trans>How to apply</Trans>
      </h2>
      <ol className="how-to-apply__steps">
        <li>
          <Trans>
            Download the{' '}
            <a href={form?.href} download={form ? downloadName(form.href) : undefined}>
              application form
              <FileFacts href={form?.href ?? ''} facts={form?.info} />
            </a>
            .
          </Trans>
        </li>
        <li>
          <Trans>Fill in the form and sign it.</Trans>
        </li>
        <li>
          <Trans>
            Save it as a PDF and e-mail it, with the attachments the advertisement asks for, to the HR mailbox {hrEmail}{' '}
            before the end date of the vacancy.
          </Trans>
        </li>
      </ol>
      {recruitment && (
        <>
          <h3>
            <Trans>For questions</Trans>
          </h3>
          <dl className="how-to-apply__contacts">
            {recruitment.phones.length > 0 && (
              <dt>
                <Trans>Phone</Trans>
              </dt>
            )}
            {recruitment.phones.map((phone) => (
              <dd key={phone.dial}>
                <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </dd>
            ))}
            {recruitment.emails.length > 0 && (
              <dt>
                <Trans>E-mail</Trans>
              </dt>
            )}
            {recruitment.emails.map((email) => (
              <dd key={email}>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
