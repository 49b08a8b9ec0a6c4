// The Studio's compiled catalogs (scripts/i18n/studio-messages-plugin.ts, vite.studio.config.ts).
declare module 'virtual:studio-messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
