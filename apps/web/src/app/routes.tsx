import { paths } from '@energiaportaali/domain';
import type { RouteObject } from 'react-router';
import { Layout } from './layout/layout';
import { ForbiddenPage } from './pages/forbidden-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/**
 * The route table. A feature screen is one line, code-split:
 * `{ path: paths.x, lazy: () => import('../features/<area>/<screen>-route') }`, where the module
 * exports `Component` (React Router's lazy-route convention).
 */
const screens: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.forbidden, element: <ForbiddenPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [...screens, { path: '*', element: <NotFoundPage /> }],
  },
];
