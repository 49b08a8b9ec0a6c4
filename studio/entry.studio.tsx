import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createStudioI18n, preferredLanguage, switchLanguage } from './i18n/studio-i18n.ts';
import { studioRoutes } from './routes/studio-routes.tsx';
import './styles/studio.css';

/**
 * The Studio's browser entry (vite.studio.config.ts): its texts, then the router. Rendered in the
 * browser only: the Worker sends an empty shell (worker/studio/studio-page.ts).
 */
async function start() {
  const i18n = createStudioI18n();
  await switchLanguage(i18n, preferredLanguage());
  const router = createBrowserRouter(studioRoutes);
  const container = document.getElementById('studio');
  if (!container) throw new Error('The Studio page has no #studio element.');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
