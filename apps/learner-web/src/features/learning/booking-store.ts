import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** The booking being made: the chosen slot, and whether it was confirmed. */
export interface BookingStore {
  readonly slotId: string | null
  readonly confirmed: boolean
  readonly chooseSlot: (slotId: string) => void
  readonly confirm: () => void
  readonly clear: () => void
}

/**
 * The chosen booking slot, kept in session storage so the summary survives a reload of the tab.
 *
 * @example
 * ```ts
 * useBookingStore.getState().chooseSlot('conv-1')
 * ```
 */
export const useBookingStore = create<BookingStore>()(
  persist(
    (set) => ({
      slotId: null,
      confirmed: false,
      chooseSlot: (slotId) => set({ slotId, confirmed: false }),
      confirm: () => set({ confirmed: true }),
      clear: () => set({ slotId: null, confirmed: false }),
    }),
    {
      name: 'booking',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ slotId: state.slotId, confirmed: state.confirmed }),
    },
  ),
)
