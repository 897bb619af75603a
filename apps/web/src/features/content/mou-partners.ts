import { CONTENT_IMAGES } from './images';
import type { ContentMeta } from './types';

/** An MoU item (spec 2 §3): date, author label, category, title and logo. Partners are neutral placeholders. */
export type MouItem = {
  date: string;
  label: string;
  category: string;
  title: string;
  logo: { src: string; alt: string };
};

const logo = (index: number, partner: string) => ({
  src: CONTENT_IMAGES.partnerLogos[index] ?? CONTENT_IMAGES.partnerLogos[0],
  alt: `Logo of ${partner} (placeholder)`,
});

export const MOU_PARTNERS_CONTENT = {
  lastUpdated: '2026-11-08',
  intro: [
    'The institute signs memoranda of understanding with election management bodies, training institutions, universities and international organisations for joint training, exchange of experts and research.',
  ],
  labelPrefix: 'Posted by',
  items: [
    {
      date: '2025-05-20',
      label: 'IIIDEM',
      category: 'Election Management Body',
      title: 'Cooperation in training and capacity building with Partner Election Management Body A',
      logo: logo(0, 'Partner Election Management Body A'),
    },
    {
      date: '2025-01-14',
      label: 'IIIDEM',
      category: 'Election Management Body',
      title: 'Exchange of experts and electoral practices with Partner Election Management Body B',
      logo: logo(1, 'Partner Election Management Body B'),
    },
    {
      date: '2024-09-03',
      label: 'IIIDEM',
      category: 'Academic Institution',
      title: 'Joint academic programme in electoral management with Partner University C',
      logo: logo(2, 'Partner University C'),
    },
    {
      date: '2024-06-18',
      label: 'IIIDEM',
      category: 'Training Institution',
      title: 'Training of trainers and shared course material with Partner Training Institute D',
      logo: logo(3, 'Partner Training Institute D'),
    },
    {
      date: '2024-02-27',
      label: 'IIIDEM',
      category: 'International Organisation',
      title: 'Research and documentation of electoral practices with Partner International Organisation E',
      logo: logo(4, 'Partner International Organisation E'),
    },
    {
      date: '2023-11-09',
      label: 'IIIDEM',
      category: 'Research Institution',
      title: 'Studies on voter participation with Partner Research Institute F',
      logo: logo(5, 'Partner Research Institute F'),
    },
  ] satisfies readonly MouItem[],
} as const satisfies ContentMeta & Record<string, unknown>;
