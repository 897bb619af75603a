import { msg } from '@lingui/core/macro';

/** Placeholder text for names the specification leaves out ({name}); never a real person's name. */
export const PLACEHOLDER_NAMES = {
  speaker: msg`Name of Speaker`,
} as const;
