// The Worker's `react-dom/server` (wrangler.toml `[alias]`; ADR 0131): only the streaming edge
// renderer. react-dom's own `server.edge.js` also loads the legacy renderToString build
// (~264 KiB) that nothing here calls. Same production/development switch as react-dom's files.
'use strict';

// React's edge renderer makes its TextEncoder once, when its module is evaluated: it gets one
// that copies short ASCII pieces in JavaScript instead of a native call per piece (ADR 0146).
// Only for that evaluation: everything else keeps the runtime's TextEncoder.
const { AsciiFirstTextEncoder } = require('./ascii-text-encoder.ts');

const RuntimeTextEncoder = globalThis.TextEncoder;
globalThis.TextEncoder = AsciiFirstTextEncoder;
try {
  if (process.env.NODE_ENV === 'production') {
    module.exports = require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js');
  } else {
    module.exports = require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');
  }
} finally {
  globalThis.TextEncoder = RuntimeTextEncoder;
}
