import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** The booking being made: the chosen slot, and the booking once confirmed. */
export interface BookingStore {
  readonly slotId: string | null
  /** The id of the booking made for `slotId`, once the backend confirmed it. */
  readonly bookingId: string | null
  readonly chooseSlot: (slotId: string) => void
  readonly markBooked: (bookingId: string) => void
  readonly clear: () => void
}

/**
 * The chosen booking slot, kept in session storage so the summary survives a reload of the tab.
 *
 * @example
 * ```ts
 * useBookingStore.getState().chooseSlot('9b2c…')
 * ```
 */
export const useBookingStore = create<BookingStore>()(
  persist(
    (set) => ({
      slotId: null,
      bookingId: null,
      chooseSlot: (slotId) => set({ slotId, bookingId: null }),
      markBooked: (bookingId) => set({ bookingId }),
      clear: () => set({ slotId: null, bookingId: null }),
    }),
    {
      name: 'booking',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ slotId: state.slotId, bookingId: state.bookingId }),
    },
  ),
)
