import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { FreshSwr } from '../../test/mock-api';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function renderShell() {
  i18n.activate('hi');
  return render(
    <FreshSwr>
      <MemoryRouter>
        <SiteHeader />
        <SiteFooter />
      </MemoryRouter>
    </FreshSwr>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shell in Hindi (issue 14)', () => {
  it('shows the header, logo and footer in Hindi', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^आईआईआईडीईएम भारत अंतर्राष्ट्रीय लोकतंत्र/ })).toHaveAccessibleName(
      'आईआईआईडीईएम भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (मुख्य पृष्ठ)',
    );
    const footer = screen.getByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'त्वरित लिंक' });
    expect(within(quickLinks).getByRole('link', { name: 'साइट मानचित्र' })).toHaveAttribute('href', '/site-map');
    expect(within(footer).getByRole('heading', { name: 'संबंधित साइटें' })).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'भारत निर्वाचन आयोग (दूसरी वेबसाइट नए टैब में खुलती है)' }),
    ).toBeInTheDocument();
    expect(footer).toHaveTextContent('उदाहरण भवन, सेक्टर 0');
    expect(footer).toHaveTextContent('फ़ोन: +91-11-0000-0000');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (आईआईआईडीईएम)। सर्वाधिकार सुरक्षित।`,
    );
    expect(within(footer).getByRole('link', { name: /^भारत का राष्ट्रीय पोर्टल/ })).toHaveAttribute(
      'href',
      'https://www.india.gov.in/',
    );
    // The day the public site last changed (issue 16, GIGW), in the page's language.
    expect(footer).toHaveTextContent('साइट अंतिम बार अद्यतन: 10 नवंबर 2026');
    expect(footer).not.toHaveTextContent(/[A-Za-z]{4,} [A-Za-z]{4,}/);
  });

  it('opens the Menu panel with its groups and links in Hindi', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'मेनू' }));
    const panel = await screen.findByRole('dialog', { name: 'मेनू' });
    for (const group of ['संस्थान', 'कौन क्या है', 'प्रशिक्षण कार्यक्रम', 'डिजिटल संसाधन']) {
      expect(within(panel).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('navigation', { name: 'मुख्य मेनू' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/about-us');
    expect(within(panel).getByRole('button', { name: 'बंद करें मेनू' })).toBeInTheDocument();
  });

  it('shows the account menu of a signed-in visitor in Hindi', async () => {
    // The menu asks for the user's role; the answer does not matter here.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    window.localStorage.setItem('accessToken', 'test-token');
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'मेरा खाता' }));
    for (const name of ['डैशबोर्ड', 'प्रोफ़ाइल देखें', 'पासवर्ड बदलें']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
  });

  it('names the scroll-to-top button in Hindi', () => {
    renderShell();
    act(() => {
      document.documentElement.scrollTop = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'ऊपर जाएं' })).toBeInTheDocument();
    document.documentElement.scrollTop = 0;
  });
});
