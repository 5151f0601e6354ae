import { LOCAL_STORAGE_KEYS, type UserType } from '@splendid/domain'
import { browserStorage } from '../../lib/browser-storage'

/**
 * Remembers the chosen user type under `userType` before going to sign-up (spec §2 Landing
 * page), so the sign-up screen pre-selects it even without the query.
 */
export function storeUserType(userType: UserType): void {
  browserStorage.set(LOCAL_STORAGE_KEYS.userType, userType)
}
