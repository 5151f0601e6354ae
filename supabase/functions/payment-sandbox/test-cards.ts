// The sandbox's test cards, after Paymob's and other providers' test-card conventions.

/** What a test card does when paid with. */
export type TestCardBehaviour = 'succeeds' | 'declined' | 'three_d_secure'

/** The test cards, by their 16 digits. */
export const TEST_CARDS: ReadonlyArray<{ number: string; behaviour: TestCardBehaviour }> = [
  { number: '4242424242424242', behaviour: 'succeeds' },
  { number: '4000000000000002', behaviour: 'declined' },
  { number: '4000000000003220', behaviour: 'three_d_secure' },
]

/** The behaviour of the card typed as `input` (spaces and dashes ignored), or undefined. */
export function testCardBehaviour(input: string): TestCardBehaviour | undefined {
  const digits = input.replace(/[\s-]/g, '')
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour
}

/** `4242 4242 4242 4242`: a card number in groups of four. */
export function groupedCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}
