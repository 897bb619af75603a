import type { ProgramOverviewTab } from '@iiidem/shared/courses/course-tabs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { linkState } from '../../lib/static-part';
import { paths } from '../../paths';
import './program-cards.css';

type ProgramCard = { tab: ProgramOverviewTab; title: MessageDescriptor; text: MessageDescriptor; icon: string };

/** Block 5: the three programme kinds, each opening /our-training-and-programs on its tab. */
export const PROGRAM_CARDS: readonly ProgramCard[] = [
  {
    tab: 'domestic',
    title: msg`Domestic`,
    text: msg`Training for election officials across India, from booth level officers to returning officers.`,
    icon: 'M12 3 2 8v2h20V8zM4 12v6h3v-6zm6.5 0v6h3v-6zM17 12v6h3v-6zM2 20v2h20v-2z',
  },
  {
    tab: 'international',
    title: msg`International`,
    text: msg`Programmes for election management bodies of partner countries, on campus and online.`,
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8M12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4M4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16M8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8m4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20m2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4m.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6m1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z',
  },
  {
    tab: 'academic',
    title: msg`Academic`,
    text: msg`Research, certificate courses and a master’s programme in electoral management.`,
    icon: 'M12 3 1 9l11 6 9-4.9V17h2V9zM5 13.2v4L12 21l7-3.8v-4L12 17z',
  },
];

export function ProgramCards() {
  const { i18n } = useLingui();
  return (
    <section className="program-cards container" aria-labelledby="program-cards-title">
      <h2 id="program-cards-title">
        <Trans>Our Training &amp; Programs</Trans>
      </h2>
      <ul className="program-cards__list">
        {PROGRAM_CARDS.map((card) => (
          <li key={card.tab} className="program-cards__card">
            <svg
              className="program-cards__icon"
              viewBox="0 0 24 24"
              width="40"
              height="40"
              aria-hidden="true"
              focusable="false"
            >
              <path d={card.icon} fill="currentColor" />
            </svg>
            <h3 className="program-cards__title">
              <Link to={paths.ourTrainingAndPrograms} {...linkState({ tab: card.tab })} className="program-cards__link">
                {i18n._(card.title)}
              </Link>
            </h3>
            <p className="program-cards__text">{i18n._(card.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
