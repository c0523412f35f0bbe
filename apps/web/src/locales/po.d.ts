/** A PO catalog, compiled on import by @lingui/vite-plugin (apps/web/lingui.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
