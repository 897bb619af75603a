import { msg } from '@lingui/core/macro';
import { CONTENT_IMAGES } from './images';
import { quote, type Text } from './text';
import type { ContentMeta } from './types';

/** An MoU item (spec 2 §3): date, author label, category, title and logo. Partners are neutral placeholders. */
export type MouItem = {
  date: string;
  label: Text;
  category: Text;
  title: Text;
  logo: { src: string; alt: Text };
};

const logo = (index: number, partner: Text) => ({
  src: CONTENT_IMAGES.partnerLogos[index] ?? CONTENT_IMAGES.partnerLogos[0],
  alt: msg`Logo of ${quote(partner)} (placeholder)`,
});

export const MOU_PARTNERS_CONTENT = {
  lastUpdated: '2026-11-08',
  intro: [
    msg`The institute signs memoranda of understanding with election management bodies, training institutions, universities and international organisations for joint training, exchange of experts and research.`,
  ],
  labelPrefix: msg`Posted by`,
  items: [
    {
      date: '2025-05-20',
      label: msg`IIIDEM`,
      category: msg`Election Management Body`,
      title: msg`Cooperation in training and capacity building with Partner Election Management Body A`,
      logo: logo(0, msg`Partner Election Management Body A`),
    },
    {
      date: '2025-01-14',
      label: msg`IIIDEM`,
      category: msg`Election Management Body`,
      title: msg`Exchange of experts and electoral practices with Partner Election Management Body B`,
      logo: logo(1, msg`Partner Election Management Body B`),
    },
    {
      date: '2024-09-03',
      label: msg`IIIDEM`,
      category: msg`Academic Institution`,
      title: msg`Joint academic programme in electoral management with Partner University C`,
      logo: logo(2, msg`Partner University C`),
    },
    {
      date: '2024-06-18',
      label: msg`IIIDEM`,
      category: msg`Training Institution`,
      title: msg`Training of trainers and shared course material with Partner Training Institute D`,
      logo: logo(3, msg`Partner Training Institute D`),
    },
    {
      date: '2024-02-27',
      label: msg`IIIDEM`,
      category: msg`International Organisation`,
      title: msg`Research and documentation of electoral practices with Partner International Organisation E`,
      logo: logo(4, msg`Partner International Organisation E`),
    },
    {
      date: '2023-11-09',
      label: msg`IIIDEM`,
      category: msg`Research Institution`,
      title: msg`Studies on voter participation with Partner Research Institute F`,
      logo: logo(5, msg`Partner Research Institute F`),
    },
  ] satisfies readonly MouItem[],
} as const satisfies ContentMeta & Record<string, unknown>;
