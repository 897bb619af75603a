import { msg } from '@lingui/core/macro';
import type { Text } from './text';
import type { ContentMeta } from './types';

export const MISSION_VISION_GOAL_TABS = ['Mission', 'Vision', 'Goal'] as const;
export type MissionVisionGoalTab = (typeof MISSION_VISION_GOAL_TABS)[number];

/** Each tab's name, also the heading of its panel. */
export const MISSION_VISION_GOAL_TAB_LABELS: Record<MissionVisionGoalTab, Text> = {
  Mission: msg`Mission`,
  Vision: msg`Vision`,
  Goal: msg`Goal`,
};

export const VISION = msg`To be a global centre of excellence in election management and in the promotion of participative democracy, sharing India's electoral experience with the world.`;

export const MISSION = [
  msg`Build the professional skills of election officials at every level, from the State headquarters to the polling station.`,
  msg`Develop standard training modules, certified trainers and methods for free, fair, inclusive and accessible elections.`,
  msg`Support election management bodies of partner countries through training, exchange and technical cooperation.`,
  msg`Promote research, documentation and the sharing of good electoral practices.`,
] as const;

export const GOALS = [
  msg`Every polling official trained by a certified master trainer before each election.`,
  msg`Standard, regularly revised curricula for every electoral function.`,
  msg`Lasting partnerships with election management bodies and academic institutions in India and abroad.`,
  msg`A repository of electoral knowledge and practice open to election officials.`,
] as const;

export const MISSION_VISION_GOAL_CONTENT = {
  lastUpdated: '2026-11-16',
  intro: [
    msg`The mission, vision and goals of the India International Institute of Democracy and Election Management guide its national and international training, research and partnerships.`,
  ],
  tabsLabel: msg`Mission, vision and goal`,
  missionLead: msg`Our mission is to:`,
  goalLead: msg`Our goals are:`,
} as const satisfies ContentMeta & Record<string, unknown>;
