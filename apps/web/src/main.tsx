import { PRERENDERED_ATTRIBUTE } from '@medprep/shared/constants';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import './styles.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// The server painted this page first (docs/decisions/425): it stays until the page's code has arrived, and
// the app's first render, seeded with the same answers, replaces it with the same picture.
if (container.querySelector(`:scope > [${PRERENDERED_ATTRIBUTE}]`) && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else {
  render();
}
