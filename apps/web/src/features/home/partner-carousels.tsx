import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * Block 8c: "Our Partners", around the carousels of partner logos (their lists are kept in the back office's
 * People and partners; the page puts one carousel per list here).
 */
export function PartnersSection({ children }: { children: ReactNode }) {
  return (
    <section className="partners container" aria-labelledby="partners-title">
      <h2 id="partners-title">
        <Trans>Our Partners</Trans>
      </h2>
      {children}
    </section>
  );
}
