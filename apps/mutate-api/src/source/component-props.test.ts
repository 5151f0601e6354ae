import { describe, expect, it } from 'vitest'
import { exportedComponents } from './component-props'
import { parseTsx } from './parsed-tsx'

const components = (text: string, file = 'src/components/Card.tsx') =>
  exportedComponents(parseTsx(file, text))

describe('exportedComponents', () => {
  it('lists an exported function component with its inline props, optional ones and defaults', () => {
    expect(
      components(`export function Badge({ label, tone = 'info', count = 2, open = false }: {
  readonly label: string
  readonly tone?: 'info' | 'warning'
  readonly count?: number
  readonly open?: boolean
  readonly onClose?: () => void
  readonly children?: ReactNode
}) {
  return <span>{label}</span>
}`),
    ).toEqual([
      {
        name: 'Badge',
        filePath: 'src/components/Card.tsx',
        exportName: 'Badge',
        props: [
          { name: 'label', required: true, kind: 'string' },
          {
            name: 'tone',
            required: false,
            kind: 'options',
            options: ['info', 'warning'],
            defaultValue: 'info',
          },
          { name: 'count', required: false, kind: 'number', defaultValue: 2 },
          { name: 'open', required: false, kind: 'boolean', defaultValue: false },
          { name: 'onClose', required: false, kind: 'function' },
          { name: 'children', required: false, kind: 'node' },
        ],
      },
    ])
  })

  it('reads props from an interface (with what it extends) or a type alias of the same file', () => {
    const text = `interface Base { id: string }
interface CardProps extends Base { title: string; size?: 'sm' | 'lg' }
type RowProps = Readonly<{ gap: number }>
export const Card = ({ title, size = 'sm' }: CardProps) => <div>{title}</div>
export const Row = memo(function Row(props: RowProps) { return <div /> })
export default function Page() { return <main /> }`
    expect(components(text).map((c) => [c.name, c.exportName, c.props])).toEqual([
      [
        'Card',
        'Card',
        [
          { name: 'title', required: true, kind: 'string' },
          {
            name: 'size',
            required: false,
            kind: 'options',
            options: ['sm', 'lg'],
            defaultValue: 'sm',
          },
          { name: 'id', required: true, kind: 'string' },
        ],
      ],
      ['Row', 'Row', [{ name: 'gap', required: true, kind: 'number' }]],
      ['Page', 'default', []],
    ])
  })

  it('follows export lists and default exports of names; leaves out what is not a component', () => {
    const text = `function Hero() { return <h1 /> }
function Footer() { return <footer /> }
const helper = () => 1
export const CONSTANT = 3
export function useThing() { return 1 }
export { Hero as MainHero, helper }
export default Footer`
    expect(components(text).map((c) => [c.name, c.exportName])).toEqual([
      ['Hero', 'MainHero'],
      ['Footer', 'default'],
    ])
  })

  it('keeps destructured names when the props type lives in another file', () => {
    expect(
      components(`import type { Props } from './types'
export function Tag({ text, big = true }: Props) { return <b>{text}</b> }`)[0]?.props,
    ).toEqual([
      { name: 'text', required: false, kind: 'other' },
      { name: 'big', required: false, kind: 'boolean', defaultValue: true },
    ])
  })

  it('reads the props of forwardRef<Ref, Props>(…) whose callback leaves them untyped (as Vital’s Card)', () => {
    const card = `import { forwardRef, ComponentProps } from "react";
export interface CardProps extends Omit<ComponentProps<"div">, "className"> {
  title: string;
  href?: string;
}
const Card = forwardRef<HTMLDivElement, CardProps>(({ title, href = "#", ...rest }, ref) => {
  return <div ref={ref} {...rest}><a href={href}>{title}</a></div>;
});
export const Boxed = memo(forwardRef<HTMLDivElement, { label: string }>((props, ref) => <div ref={ref}>{props.label}</div>));
export default Card;`
    expect(components(card).map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'Boxed', props: [{ name: 'label', required: true, kind: 'string' }] },
      {
        name: 'Card',
        props: [
          { name: 'title', required: true, kind: 'string' },
          { name: 'href', required: false, kind: 'string', defaultValue: '#' },
        ],
      },
    ])
  })
})
