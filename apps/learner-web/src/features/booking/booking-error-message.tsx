import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { BookingError } from './booking-error'

/**
 * The explanation shown for a failed booking action, in the interface language; unknown
 * failures show the server's own message.
 */
export function BookingErrorMessage({ error }: { readonly error: BookingError }) {
  switch (error.code) {
    case 'booking_slot_full':
      return <Trans>This class is full. Choose another time.</Trans>
    case 'booking_slot_past':
      return <Trans>This class has already started or is over. Choose a later time.</Trans>
    case 'booking_slot_not_found':
      return <Trans>This class no longer exists. Choose another time.</Trans>
    case 'booking_already_booked':
      return <Trans>You have already booked this class.</Trans>
    case 'booking_not_signed_in':
      return <Trans>Log in to book a class.</Trans>
    case 'booking_premium_only':
      return (
        <>
          <Trans>Priority classes are for premium members.</Trans>{' '}
          <Link to="/pricing" className="font-semibold underline">
            <Trans>See the premium plans</Trans>
          </Link>
        </>
      )
    case 'booking_status_invalid':
      return <Trans>This booking cannot be changed.</Trans>
    case 'booking_unknown':
      return (
        <>
          <Trans>Something went wrong with the booking.</Trans> {error.message}
        </>
      )
    default: {
      const unreachable: never = error.code
      throw new TypeError(`Unknown booking error code: ${String(unreachable)}`)
    }
  }
}
