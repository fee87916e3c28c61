import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { takeOver } from './first-paint/paint';
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

// A page the server painted first (docs/decisions/425) stays until the page's code has arrived.
takeOver(container, router, render);
