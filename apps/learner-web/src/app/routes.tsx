import { ROUTES, type RouteAccess } from '@splendid/domain'
import type { RouteObject } from 'react-router'
import { RequireAccess } from '../features/shell/require-access'
import { RootLayout } from '../features/shell/root-layout'
import { RouteError } from '../features/shell/route-error'
import { loadNotFoundPage, PAGE_LOADERS } from './page-loaders'

/** React Router writes `:id` the same way as the domain's route table. */
function routesWith(access: RouteAccess): RouteObject[] {
  return ROUTES.filter((route) => route.access === access).map((route) => ({
    path: route.path,
    lazy: PAGE_LOADERS[route.id],
  }))
}

/** Every route of the app; lazy screens (see `page-loaders.ts`). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...routesWith('public'),
      { element: <RequireAccess access="signed-in" />, children: routesWith('signed-in') },
      { element: <RequireAccess access="admin" />, children: routesWith('admin') },
      { path: '*', lazy: loadNotFoundPage },
    ],
  },
]
