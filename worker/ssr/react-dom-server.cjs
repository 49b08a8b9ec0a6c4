// The Worker's `react-dom/server` (wrangler.toml `[alias]`; ADR 0131): only the streaming edge
// renderer. react-dom's own `server.edge.js` also loads the legacy renderToString build
// (~264 KiB) that nothing here calls. Same production/development switch as react-dom's files.
'use strict';

if (process.env.NODE_ENV === 'production') {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js');
} else {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');
}
