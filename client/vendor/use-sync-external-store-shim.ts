// React 19 has useSyncExternalStore built in; @lingui/react still imports the pre-18 shim, which
// only adds bytes. vite.config.ts aliases 'use-sync-external-store/shim' to this module.
export { useSyncExternalStore } from 'react';
