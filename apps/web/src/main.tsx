import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { createAppRouter } from './app/router';
import { SWR_DEFAULTS } from './lib/swr-config';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <SWRConfig value={SWR_DEFAULTS}>
      <RouterProvider router={createAppRouter()} />
    </SWRConfig>
  </StrictMode>,
);
