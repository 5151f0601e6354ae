import { loadSupabase } from '../../lib/load-supabase'

/**
 * Hands the provider's signed way back (`?hmac=…` and the transaction Paymob put on the result
 * page's address) to the server's `payment-return` function, which checks the signature with a
 * secret the browser never has and records a genuine result — so Premium starts even when the
 * provider's own callback is late. Without a signature there is nothing to hand over. Never
 * throws: the page reads the payment from the server whatever this answers.
 *
 * @returns whether the server recorded or recognised a result.
 */
export async function handBackPaymentReturn(search: string): Promise<boolean> {
  if (!new URLSearchParams(search).has('hmac')) return false
  try {
    const supabase = await loadSupabase()
    const { error } = await supabase.functions.invoke('payment-return', { body: { query: search } })
    if (error) console.warn('The payment service did not accept the way back', error.message)
    return !error
  } catch (error) {
    console.warn('Could not hand the way back to the payment service', error)
    return false
  }
}
