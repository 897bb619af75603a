import { formatLongDate } from '@iiidem/shared/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { SITE_SETTINGS } from '../../config/site-settings';
import { paths } from '../../paths';
import { CONTACT_US_CONTENT } from './contact-us';
import { SCREEN_READER_ACCESS_CONTENT } from './screen-reader-access';
import { SITE_MAP_CONTENT } from './site-map';
import { renderRouteWithState } from './testing';
import { WEBINAR_CONTENT } from './webinar';

/** The page's "Last updated" line in Hindi, with the date as Intl writes it for hi-IN. */
function expectHindiLastUpdated(isoDate: string) {
  const hindiDate = formatLongDate(isoDate, 'hi');
  expect(hindiDate).toMatch(/[\u0900-\u097F]/);
  expect(screen.getByText(/^अंतिम अद्यतन:/)).toHaveTextContent(`अंतिम अद्यतन: ${hindiDate}`);
}

describe('institute pages in Hindi (issue 14)', () => {
  it('about us: tabs, panel text with the figure translated inside it, and the directory', async () => {
    i18n.activate('hi');
    const user = userEvent.setup();
    renderRouteWithState(paths.aboutUs);
    const about = await screen.findByRole('heading', { level: 2, name: 'आईआईआईडीईएम के बारे में' });
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'संस्थान के बारे में' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'आईआईआईडीईएम के बारे में',
      'विज़न और मिशन',
      'परिसर और सुविधाएं',
      'माननीय आयोग का संगठन चार्ट',
      'आईआईआईडीईएम निर्देशिका',
    ]);
    expect(about.closest('section')).toHaveTextContent(
      'की स्थापना भारत निर्वाचन आयोग ने जून 2011 में अपने प्रशिक्षण और अनुसंधान संस्थान के रूप में की थी',
    );
    expect(screen.getByRole('link', { name: 'राष्ट्रीय प्रशिक्षण केंद्र' })).toHaveAttribute(
      'href',
      paths.centreForNationalTraining,
    );

    await user.click(screen.getByRole('tab', { name: 'परिसर और सुविधाएं' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('परिसर 5 एकड़ में फैला है, और इसका निर्मित क्षेत्र');
    expect(screen.getByRole('img', { name: 'परिसर का चित्रण' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'आईआईआईडीईएम निर्देशिका' }));
    await user.click(screen.getByRole('button', { name: 'राष्ट्रीय प्रशिक्षण केंद्र' }));
    const table = screen.getByRole('table', { name: 'अधिकारी: राष्ट्रीय प्रशिक्षण केंद्र' });
    expect(within(table).getByRole('columnheader', { name: 'पदनाम' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'निदेशक (राष्ट्रीय प्रशिक्षण)' })).toBeInTheDocument();
    expect(within(table).getAllByText('अधिकारी का नाम')).toHaveLength(3);
  });

  it('contact us: headings, labels, address and mailboxes in Hindi, numbers and addresses as they are', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.contactUs);
    expect(await screen.findByRole('heading', { level: 2, name: 'डाक पता' })).toBeInTheDocument();
    const postal = screen.getByRole('heading', { level: 2, name: 'डाक पता' }).closest('section') as HTMLElement;
    expect(within(postal).getByText(SITE_SETTINGS.addressHi[0] ?? '')).toBeInTheDocument();
    for (const heading of ['टेलीफ़ोन, फ़ैक्स और ईमेल', 'मेलबॉक्स', 'कार्यालय का समय', 'अधिकारी खोजें']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const reach = screen.getByRole('heading', { level: 2, name: 'टेलीफ़ोन, फ़ैक्स और ईमेल' }).closest('section');
    expect(
      within(reach as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`फ़ोन: ${SITE_SETTINGS.phone.display}`, `फ़ैक्स: ${SITE_SETTINGS.fax}`, `ईमेल: ${SITE_SETTINGS.email}`]);
    const mailboxes = screen.getByRole('heading', { level: 2, name: 'मेलबॉक्स' }).closest('section');
    expect(
      within(mailboxes as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `राष्ट्रीय प्रशिक्षण कार्यक्रम: ${SITE_SETTINGS.mailboxes.training}`,
      `अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम: ${SITE_SETTINGS.mailboxes.international}`,
      `यह वेबसाइट: ${SITE_SETTINGS.mailboxes.webmaster}`,
    ]);
    expect(
      screen.getByText('सोमवार से शुक्रवार, सुबह 9:30 बजे से शाम 6:00 बजे तक (भारतीय मानक समय), राजपत्रित अवकाशों को छोड़कर।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आईआईआईडीईएम निर्देशिका' })).toHaveAttribute('href', paths.aboutUs);
    expectHindiLastUpdated(CONTACT_US_CONTENT.lastUpdated);
  });

  it('directors: designations, staff contacts and detail labels in Hindi', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.directors);
    const [heading] = await screen.findAllByRole('heading', { level: 2, name: 'अधिकारी का नाम' });
    const card = heading?.closest('article') as HTMLElement;
    expect(within(card).getByText('निदेशक (राष्ट्रीय प्रशिक्षण)')).toBeInTheDocument();
    expect(within(card).getByText('ईमेल:')).toBeInTheDocument();
    expect(within(card).getByText('कार्यालय नंबर:')).toBeInTheDocument();
    expect(within(card).getByText('कर्मचारियों से संपर्क')).toBeInTheDocument();
    expect(within(card).getByText(/^संयुक्त निदेशक: एक्सटेंशन \d+$/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'प्लेसहोल्डर चित्र' })).toBeInTheDocument();
    expect(screen.getByText('निदेशक महानिदेशक के अधीन संस्थान के केंद्रों और प्रभागों का नेतृत्व करते हैं।')).toBeInTheDocument();
  });

  it('site map: its introduction and last update in Hindi', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.siteMap);
    expect(await screen.findByText('पोर्टल के सभी पृष्ठ, मेनू की तरह समूहों में।')).toBeInTheDocument();
    expectHindiLastUpdated(SITE_MAP_CONTENT.lastUpdated);
  });

  it('screen reader access: the table in Hindi, the readers under their own names', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.screenReaderAccess);
    const table = await screen.findByRole('table', {
      name: 'स्क्रीन रीडर, उनकी वेबसाइटें और यह कि वे निःशुल्क हैं या व्यावसायिक',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['स्क्रीन रीडर', 'वेबसाइट', 'निःशुल्क / व्यावसायिक']);
    const nvda = within(table).getByRole('rowheader', { name: 'Non Visual Desktop Access (NVDA)' });
    expect(nvda.closest('tr')).toHaveTextContent('निःशुल्क');
    expect(within(table).getByRole('rowheader', { name: 'JAWS' }).closest('tr')).toHaveTextContent('व्यावसायिक');
    expect(screen.getByRole('heading', { level: 2, name: 'हमें किसी समस्या के बारे में बताएं' })).toBeInTheDocument();
    expect(screen.getByText(/वर्ल्ड वाइड वेब कंसोर्टियम \(W3C\)/)).toBeInTheDocument();
    expectHindiLastUpdated(SCREEN_READER_ACCESS_CONTENT.lastUpdated);
  });

  it('webinar: tabs, breadcrumb, agenda and speakers in Hindi', async () => {
    i18n.activate('hi');
    const user = userEvent.setup();
    renderRouteWithState(paths.webinar);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'नवाचारी निर्वाचन प्रथाएं: क्षेत्र की कहानियां' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'उद्देश्य' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['उद्देश्य', 'सत्र', 'वक्ता', 'अपडेट']);
    expect(screen.getByRole('navigation', { name: 'ब्रेडक्रंब' })).toHaveTextContent('मुख्य पृष्ठउद्देश्य');
    expect(screen.getByText('निर्वाचन प्रबंधन में नवाचारी प्रथाओं को अपनाने को बढ़ावा देना;')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'सत्र' }));
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'सत्र 1: हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज',
      }),
    ).toBeInTheDocument();
    const agenda = screen.getByRole('table', { name: 'सत्र 1 की कार्यसूची' });
    expect(within(agenda).getByRole('rowheader', { name: 'शाम 4 बजे' }).closest('tr')).toHaveTextContent('उद्घाटन वक्तव्य');

    await user.click(screen.getByRole('tab', { name: 'वक्ता' }));
    expect(screen.getByRole('img', { name: 'पहले वक्ता का प्लेसहोल्डर चित्र' })).toBeInTheDocument();
    expect(screen.getByText('एक राज्य के मुख्य निर्वाचन अधिकारी')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'अपडेट' }));
    expect(
      screen.getByText(
        "सत्र 1, 'हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज': 13 अक्टूबर 2025, शाम 4:00 बजे से 6:00 बजे तक (भारतीय मानक समय)।",
      ),
    ).toBeInTheDocument();
    expectHindiLastUpdated(WEBINAR_CONTENT.lastUpdated);
  });

  it("webinar updates quote the session's title between apostrophes in English too", async () => {
    const user = userEvent.setup();
    renderRouteWithState(paths.webinar);
    await user.click(await screen.findByRole('tab', { name: 'UPDATES' }));
    expect(
      screen.getByText(
        "Session 1, 'Green Elections: Exploring Sustainable Practices in Electoral Management': 13 October 2025, 4:00 PM to 6:00 PM IST.",
      ),
    ).toBeInTheDocument();
  });
});
