import { isAdmin } from '@splendid/domain'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useProfileDetails } from '../account/use-profile-details'
import { useAuth } from '../auth/use-auth'
import { LoadingPlaceholder } from '../shell/loading-placeholder'

/**
 * Shows its children to teachers (their profile says so: the same row the database's rules read)
 * and admins; everyone else goes to /dashboard. The database refuses their writes anyway.
 */
export function TeacherOnly({ children }: { readonly children: ReactNode }) {
  const { user } = useAuth()
  const profile = useProfileDetails(user?.id ?? null)
  if (user && isAdmin(user)) return children
  if (profile.isPending) return <LoadingPlaceholder />
  if (profile.data?.userType !== 'teacher') return <Navigate to="/dashboard" replace />
  return children
}
