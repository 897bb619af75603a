/**
 * Completion and certificate of one application, shown on the back-office application page.
 * Placeholder until the certificates section is built (issue 7).
 */
export function CertificatePanel(_props: { applicationId: number; onChange?: () => void }) {
  return null;
}
