// Types of the Worker's react-dom/server (react-dom-server.cjs): React's edge renderer.
export { renderToReadableStream } from 'react-dom/server.edge';
