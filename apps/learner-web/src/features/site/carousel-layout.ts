import { CAROUSEL_CARDS_PER_ROW } from '@splendid/domain'

/**
 * How many cards the landing carousel shows side by side from each viewport width up (spec §9:
 * 1 to 4 by screen width). The widths are Tailwind's `sm`, `lg` and `xl` breakpoints, which the
 * item classes in {@link CAROUSEL_ITEM_CLASS} use.
 */
export const CAROUSEL_BREAKPOINTS: readonly {
  readonly minWidthPx: number
  readonly cards: number
}[] = [
  { minWidthPx: 0, cards: CAROUSEL_CARDS_PER_ROW.min },
  { minWidthPx: 640, cards: 2 },
  { minWidthPx: 1024, cards: 3 },
  { minWidthPx: 1280, cards: CAROUSEL_CARDS_PER_ROW.max },
]

/** Cards per row at a viewport width, per {@link CAROUSEL_BREAKPOINTS}. */
export function cardsPerRow(viewportWidthPx: number): number {
  let cards: number = CAROUSEL_CARDS_PER_ROW.min
  for (const breakpoint of CAROUSEL_BREAKPOINTS) {
    if (viewportWidthPx >= breakpoint.minWidthPx) cards = breakpoint.cards
  }
  return cards
}

/** Item width per breakpoint: n items and n-1 gaps of 1.5 rem fill the row exactly. */
export const CAROUSEL_ITEM_CLASS =
  'basis-full sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)] xl:basis-[calc((100%-4.5rem)/4)]'
