/**
 * Local storage that never throws: private modes and disabled storage make `localStorage`
 * throw on access, and the app must keep working (it only loses what it would remember).
 */
export const browserStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value)
    } catch (error) {
      console.warn(`Could not store ${key}`, error)
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key)
    } catch (error) {
      console.warn(`Could not remove ${key}`, error)
    }
  },
}
