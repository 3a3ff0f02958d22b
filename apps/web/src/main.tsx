import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadScreen } from './app/routes';
import './themes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

preloadScreen(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App Router={BrowserRouter} queryClient={createQueryClient()} />
  </StrictMode>,
);
