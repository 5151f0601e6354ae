import { QueryClient } from '@tanstack/react-query'

/** Server state of the app (profile reads and writes); one client for the whole app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
})
