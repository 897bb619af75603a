import { MESSAGES } from '@iiidem/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { ExternalLink } from './external-link';

const COMMISSION_TEXT = 'You are being redirected to another Election Commission website. Do you want to continue?';
const EXTERNAL_TEXT =
  'You are being redirected to an external website. The Election Commission cannot be held responsible for the content and privacy policies of external websites. Do you want to continue?';

function setup(href: string) {
  const user = userEvent.setup();
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <p>
      Visit <ExternalLink href={href}>the other site</ExternalLink>.
    </p>,
  );
  const link = screen.getByRole('link', { name: /the other site/ });
  return { user, open, link };
}

describe('ExternalLink', () => {
  it('is a normal new-tab link without JavaScript', () => {
    const { link } = setup('https://example.org/page');
    expect(link).toHaveAttribute('href', 'https://example.org/page');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('the other site (opens another website in a new tab)');
    // The outside-link mark is drawn for the eye only.
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('external-link__icon');
  });

  it('asks first and does not open anything on No', async () => {
    const { user, open, link } = setup('https://example.org/page');

    await user.click(link);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(EXTERNAL_TEXT);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('does not open anything on Escape', async () => {
    const { user, open, link } = setup('https://example.org/page');
    await user.click(link);
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the site in a new tab with noopener on Yes', async () => {
    const { user, open, link } = setup('https://example.org/page');
    await user.click(link);

    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://example.org/page', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['https://eci.gov.in/', 'https://www.eci.gov.in/about', 'https://voters.eci.gov.in'])(
    'says %s is another Election Commission website',
    async (href) => {
      const { user, link } = setup(href);
      await user.click(link);
      expect(await screen.findByRole('dialog')).toHaveTextContent(COMMISSION_TEXT);
      expect(MESSAGES.leavingForGovernmentSite).toBe(COMMISSION_TEXT);
    },
  );

  it.each([
    'https://example.org/',
    'https://www.india.gov.in/',
    'https://noteci.gov.in/',
    'https://eci.gov.in.example.com/',
  ])('says %s is an external website', async (href) => {
    const { user, link } = setup(href);
    await user.click(link);
    expect(await screen.findByRole('dialog')).toHaveTextContent(EXTERNAL_TEXT);
    expect(MESSAGES.leavingForExternalSite).toBe(EXTERNAL_TEXT);
  });
});

describe('ExternalLink in Hindi (issue 14)', () => {
  it('asks in Hindi before leaving the site', async () => {
    i18n.activate('hi');
    const { user, link } = setup('https://example.org/page');
    expect(link).toHaveAccessibleName('the other site (दूसरी वेबसाइट नए टैब में खुलती है)');
    await user.click(link);
    expect(await screen.findByRole('dialog')).toHaveTextContent(/^आपको एक बाहरी वेबसाइट पर ले जाया जा रहा है।/);
    expect(screen.getByRole('button', { name: 'हां' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नहीं' })).toBeInTheDocument();
  });
});
