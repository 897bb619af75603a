/** A Lingui catalogue, compiled by @lingui/vite-plugin when imported (vite-lingui.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
