import type { ContentMeta } from './types';

export const MISSION_VISION_GOAL_TABS = ['Mission', 'Vision', 'Goal'] as const;
export type MissionVisionGoalTab = (typeof MISSION_VISION_GOAL_TABS)[number];

export const VISION =
  "To be a global centre of excellence in election management and in the promotion of participative democracy, sharing India's electoral experience with the world.";

export const MISSION = [
  'Build the professional skills of election officials at every level, from the State headquarters to the polling station.',
  'Develop standard training modules, certified trainers and methods for free, fair, inclusive and accessible elections.',
  'Support election management bodies of partner countries through training, exchange and technical cooperation.',
  'Promote research, documentation and the sharing of good electoral practices.',
] as const;

export const GOALS = [
  'Every polling official trained by a certified master trainer before each election.',
  'Standard, regularly revised curricula for every electoral function.',
  'Lasting partnerships with election management bodies and academic institutions in India and abroad.',
  'A repository of electoral knowledge and practice open to election officials.',
] as const;

export const MISSION_VISION_GOAL_CONTENT = {
  lastUpdated: '2026-11-16',
  intro: [
    'The mission, vision and goals of the India International Institute of Democracy and Election Management guide its national and international training, research and partnerships.',
  ],
  tabsLabel: 'Mission, vision and goal',
  missionLead: 'Our mission is to:',
  goalLead: 'Our goals are:',
} as const satisfies ContentMeta & Record<string, unknown>;
