import { createBrowserRouter } from 'react-router'

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: () => import('../pages/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: '*',
    lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
])
