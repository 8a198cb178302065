import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import { applyTheme, readStoredTheme } from './modules/theme/theme.storage';
import './index.css';

applyTheme(readStoredTheme());

const store = createAppStore();
setupListeners(store.dispatch);
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
