import { formatLongDate } from '@iiidem/shared/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { paths } from '../../paths';
import { mockFetch } from '../../test/mock-api';
import { siteInfoPagesAnswer } from '../../test/site-info-pages';
import { SITE_SETTINGS_FIXTURE } from '../../test/site-settings';
import { WEBINAR_PAGE, webinarPageAnswer } from '../../test/webinar-page';
import { SITE_MAP_CONTENT } from './site-map';
import { renderRouteWithState } from './testing';

/** The page's "Last updated" line in Hindi, with the date as Intl writes it for hi-IN. */
function expectHindiLastUpdated(isoDate: string) {
  const hindiDate = formatLongDate(isoDate, 'hi');
  expect(hindiDate).toMatch(/[\u0900-\u097F]/);
  expect(screen.getByText(/^अंतिम अद्यतन:/)).toHaveTextContent(`अंतिम अद्यतन: ${hindiDate}`);
}

describe('institute pages in Hindi (issue 14)', () => {
  it('contact us: headings, labels, address and mailboxes in Hindi, numbers and addresses as they are', async () => {
    i18n.activate('hi');
    mockFetch(siteInfoPagesAnswer);
    renderRouteWithState(paths.contactUs);
    expect(await screen.findByRole('heading', { level: 2, name: 'डाक पता' })).toBeInTheDocument();
    // A page staff edit (issue 15): each part of the site settings follows its heading's text.
    const after = (heading: string) =>
      screen.getByRole('region', { name: heading }).querySelector('h2')?.nextElementSibling as HTMLElement;
    const postal = after('डाक पता');
    expect(within(postal).getByText(SITE_SETTINGS_FIXTURE.address.hi[0] ?? '')).toBeInTheDocument();
    for (const heading of ['टेलीफ़ोन, फ़ैक्स और ईमेल', 'मेलबॉक्स', 'कार्यालय का समय', 'अधिकारी खोजें']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const reach = after('टेलीफ़ोन, फ़ैक्स और ईमेल');
    expect(
      within(reach as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `फ़ोन: ${SITE_SETTINGS_FIXTURE.phone.display}`,
      `फ़ैक्स: ${SITE_SETTINGS_FIXTURE.fax}`,
      `ईमेल: ${SITE_SETTINGS_FIXTURE.email}`,
    ]);
    const mailboxes = after('मेलबॉक्स');
    expect(
      within(mailboxes as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `राष्ट्रीय प्रशिक्षण कार्यक्रम: ${SITE_SETTINGS_FIXTURE.mailboxes.training}`,
      `अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम: ${SITE_SETTINGS_FIXTURE.mailboxes.international}`,
      `यह वेबसाइट: ${SITE_SETTINGS_FIXTURE.mailboxes.webmaster}`,
    ]);
    expect(
      screen.getByText('सोमवार से शुक्रवार, सुबह 9:30 बजे से शाम 6:00 बजे तक (भारतीय मानक समय), राजपत्रित अवकाशों को छोड़कर।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आईआईआईडीईएम निर्देशिका' })).toHaveAttribute('href', paths.aboutUs);
    expectHindiLastUpdated('2026-11-21');
  });

  it('site map: its introduction and last update in Hindi', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.siteMap);
    expect(await screen.findByText('पोर्टल के सभी पृष्ठ, मेनू की तरह समूहों में।')).toBeInTheDocument();
    expectHindiLastUpdated(SITE_MAP_CONTENT.lastUpdated);
  });

  it('screen reader access: the table in Hindi, the readers under their own names', async () => {
    i18n.activate('hi');
    mockFetch(siteInfoPagesAnswer);
    renderRouteWithState(paths.screenReaderAccess);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['स्क्रीन रीडर', 'वेबसाइट', 'निःशुल्क / व्यावसायिक']);
    // Each row is headed by the reader's name, which stays English (marked so) on the Hindi page.
    expect(table).toHaveAccessibleName('स्क्रीन रीडर, उनकी वेबसाइटें और यह कि वे निःशुल्क हैं या व्यावसायिक');
    const nvda = within(table).getByRole('rowheader', { name: 'Non Visual Desktop Access (NVDA)' });
    expect(nvda.closest('tr')).toHaveTextContent('निःशुल्क');
    expect(within(nvda).getByText('Non Visual Desktop Access (NVDA)')).toHaveAttribute('lang', 'en');
    expect(within(table).getByRole('rowheader', { name: 'JAWS' }).closest('tr')).toHaveTextContent('व्यावसायिक');
    expect(screen.getByRole('heading', { level: 2, name: 'हमें किसी समस्या के बारे में बताएं' })).toBeInTheDocument();
    expect(screen.getByText(/वर्ल्ड वाइड वेब कंसोर्टियम \(W3C\)/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: SITE_SETTINGS_FIXTURE.mailboxes.webmaster }),
    ).toBeInTheDocument();
    expectHindiLastUpdated('2026-11-21');
  });

  it('webinar: tabs, breadcrumb, agenda and speakers in Hindi', async () => {
    i18n.activate('hi');
    const user = userEvent.setup();
    mockFetch(webinarPageAnswer);
    renderRouteWithState(paths.webinar);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'नवाचारी निर्वाचन प्रथाएं: क्षेत्र की कहानियां' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'उद्देश्य' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['उद्देश्य', 'सत्र', 'वक्ता', 'अपडेट']);
    expect(screen.getByRole('navigation', { name: 'ब्रेडक्रंब' })).toHaveTextContent('मुख्य पृष्ठउद्देश्य');
    expect(screen.getByText('निर्वाचन प्रबंधन में नवाचारी प्रथाओं को अपनाने को बढ़ावा देना;')).toBeInTheDocument();

    // Each tab is the navigation's state, set by a replacing navigation.
    await user.click(screen.getByRole('tab', { name: 'सत्र' }));
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'सत्र 1: हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज',
      }),
    ).toBeInTheDocument();
    const agenda = screen.getByRole('table', { name: 'सत्र 1 की कार्यसूची' });
    expect(within(agenda).getByRole('rowheader', { name: 'शाम 4 बजे' }).closest('tr')).toHaveTextContent('उद्घाटन वक्तव्य');

    await user.click(screen.getByRole('tab', { name: 'वक्ता' }));
    expect(await screen.findByRole('img', { name: 'पहले वक्ता का प्लेसहोल्डर चित्र' })).toBeInTheDocument();
    expect(screen.getByText('एक राज्य के मुख्य निर्वाचन अधिकारी')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'अपडेट' }));
    expect(
      await screen.findByText(
        "सत्र 1, 'हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज': 13 अक्टूबर 2025, शाम 4:00 बजे से 6:00 बजे तक (भारतीय मानक समय)।",
      ),
    ).toBeInTheDocument();
    expectHindiLastUpdated(WEBINAR_PAGE.lastUpdated.slice(0, 10));
  });

  it("webinar updates quote the session's title between apostrophes in English too", async () => {
    const user = userEvent.setup();
    mockFetch(webinarPageAnswer);
    renderRouteWithState(paths.webinar);
    await user.click(await screen.findByRole('tab', { name: 'UPDATES' }));
    expect(
      screen.getByText(
        "Session 1, 'Green Elections: Exploring Sustainable Practices in Electoral Management': 13 October 2025, 4:00 PM to 6:00 PM IST.",
      ),
    ).toBeInTheDocument();
  });
});
