import json, os, sys
ROOT = os.path.join(os.path.dirname(__file__), '..', 'fixtures')
INPUTS = {
'string-classname': '''export function Card() {
  return (
    <div className="p-2 text-sm">
      <button className="px-4 py-2 bg-blue-500 hover:bg-blue-600">Save</button>
    </div>
  )
}
''',
'cn-classname': '''import { cn } from './cn'

export function Badge({ active }: { active: boolean }) {
  return <span className={cn('rounded p-1', active && 'font-bold', 'text-xs')}>New</span>
}
''',
'template-classname': '''export function Tag({ tone }: { tone: string }) {
  return <em className={`px-2 ${tone} italic`}>Tag</em>
}
''',
'conditional': '''export function Banner({ show, error }: { show: boolean; error: boolean }) {
  return (
    <section>
      {show && <p className="mt-2">Hello</p>}
      {error ? <strong>Oops</strong> : <em>Fine</em>}
    </section>
  )
}
''',
'map-item': '''export function List({ items }: { items: string[] }) {
  return (
    <ul className="list">
      {items.map((item) => (
        <li key={item} className="py-1">
          {item}
        </li>
      ))}
    </ul>
  )
}
''',
'fragment-parent': '''export function Pair() {
  return (
    <>
      <h1>Title</h1>
      <p>Body</p>
    </>
  )
}
''',
'self-closing': '''export function Avatar() {
  return (
    <div>
      <img src="/a.png" alt="" />
      <hr />
    </div>
  )
}
''',
'comments-blank-lines': '''// The page header.
export function Header() {
  return (
    <header>
      {/* brand */}
      <a href="/">Home</a>

      {/* links */}
      <nav className="flex gap-2">
        <a href="/about">About</a>
      </nav>
    </header>
  )
}
''',
'one-line': '''export const Row = () => <div><b>One</b><i>Two</i><u>Three</u></div>
''',
'nested-component': '''import { Button } from './Button'

function Toolbar() {
  return (
    <div className="toolbar">
      <Button variant="primary">Go</Button>
    </div>
  )
}

export function Page() {
  return (
    <main>
      <Toolbar />
    </main>
  )
}
''',
'arabic': '''export function Greeting() {
  return (
    <p dir="rtl" className="text-lg">
      مرحبا بكم 👋
    </p>
  )
}
''',
'styled': '''export function Box() {
  return (
    <div style={{ color: 'red', marginTop: '4px' }}>
      <span style={styles.label}>Label</span>
    </div>
  )
}

const styles = { label: { color: 'blue' } }
''',
}
INPUTS['crlf'] = INPUTS['string-classname'].replace('\n', '\r\n')
INPUTS['crlf-header'] = INPUTS['comments-blank-lines'].replace('\n', '\r\n')

INPUTS['self-closing-classes'] = '''export function Avatar() {
  return (
    <div>
      <img src="/a.png" alt="" className="rounded-full" />
      <hr className="my-2 border-t" />
    </div>
  )
}
'''
INPUTS['one-line-classes'] = '''export const Row = () => <div className="flex"><b className="mr-1">One</b><i>Two</i><u>Three</u></div>
'''
INPUTS['fragment-classes'] = '''export function Pair() {
  return (
    <>
      <h1 className="text-2xl font-bold">Title</h1>
      <p>Body</p>
    </>
  )
}
'''

INPUTS['conditional-classes'] = '''export function Alert({ error }: { error: boolean }) {
  return <div>{error ? <strong className="text-red-600 font-bold">Oops</strong> : <em>Fine</em>}</div>
}
'''
INPUTS['string-classname-footer'] = '''export function Card() {
  return (
    <div className="p-2 text-sm">
      <button className="px-4 py-2 bg-blue-500 hover:bg-blue-600">Save</button>
      <footer className="mt-4 flex"></footer>
    </div>
  )
}
'''
INPUTS['cn-classname-section'] = '''import { cn } from './cn'

export function Badges({ active }: { active: boolean }) {
  return (
    <div>
      <span className={cn('rounded p-1', active && 'font-bold')}>New</span>
      <section />
    </div>
  )
}
'''
INPUTS['arabic-menu'] = '''export function Menu() {
  return (
    <div dir="rtl">
      <ul>
        <li>الرئيسية</li>
      </ul>
      <p>مرحبا بكم 👋</p>
    </div>
  )
}
'''

INPUTS['nested-depths'] = '''export function Panel() {
  return (
    <main>
      <section className="outer">
        <div className="inner">
          <article className="card">
            <h2>Title</h2>
            <pre>{`line one
              line two
                line three`}</pre>
            <p
              title="first
                second"
            >
              Body
            </p>
          </article>
        </div>
      </section>
      <aside>
        <span>Side</span>
      </aside>
    </main>
  )
}
'''

def el(sel): return {'$el': sel}

def styling(sel, styling, fw='Tailwind', modifiers=None, custom=None):
    return {'path': 'mutate/styling', 'body': {'reactElement': el(sel), 'styling': styling, 'stylingFramework': fw, 'modifiers': modifiers or [], 'customProperties': custom or {}}}
def add_class(sel, cls, tw=True, modifiers=None):
    return {'path': 'mutate/addClass', 'body': {'reactElement': el(sel), 'className': cls, 'stylingFramework': 'Tailwind' if tw else None, 'modifiers': modifiers or [], 'customProperties': {}}}
def remove_class(sel, cls):
    return {'path': 'mutate/removeClass', 'body': {'reactElement': el(sel), 'className': cls}}
def edit_text(sel, old, new):
    return {'path': 'mutate/editText', 'body': {'element': el(sel), 'oldText': old, 'newText': new}}
def change_prop(sel, name, value):
    return {'path': 'mutate/changePropValue', 'body': {'elementToModify': el(sel), 'propName': name, 'propValue': value}}
def remove(*sels):
    return {'path': 'mutate/removeJsxElement', 'body': {'elementsToRemove': [el(s) for s in sels]}}
def duplicate(*sels):
    return {'path': 'mutate/duplicate', 'body': {'reactElements': [el(s) for s in sels]}}
def wrap(*sels):
    return {'path': 'mutate/wrapInDiv', 'body': {'reactElements': [el(s) for s in sels]}}
def change_tag(sel, tag):
    return {'path': 'mutate/changeElementTag', 'body': {'elementToModify': el(sel), 'newTag': tag}}
def add_jsx(dest, new, before=None, after=None, contents=None, filename=None):
    return {'path': 'mutate/addJsxElement', 'body': {'destinationElement': el(dest), 'beforeElement': el(before) if before else None, 'afterElement': el(after) if after else None, 'newElement': new, 'canvasId': 'test', 'deletedStoryboardId': None, 'fileContentsToSourceFrom': contents, 'fileContentsSourceFilename': filename, 'hasInstantUpdate': False}}
def native(tag, props=None):
    return {'type': 'native', 'nativeTag': tag, 'componentName': tag, 'propsToSet': props or {}}
def move(sel, dest, before=None, after=None, expected=None):
    return {'path': 'mutate/moveJsxElement', 'body': {'elementToMove': el(sel), 'newContainerElement': el(dest), 'afterElement': el(after) if after else None, 'beforeElement': el(before) if before else None, 'expectedCurrentParent': el(expected) if expected else None}}

CSS = '''@import "tailwindcss";

/* Brand colours */
.brand {
  color: #4597f7;
}
'''
CASES = {
 'styling-tailwind': [
  ('string-classname', 'string-classname', styling('button', {'padding': '12px', 'background-color': '#fff'})),
  # Palette colours of the installed Tailwind (v4, OKLCH): exact oklch, in-gamut hex/rgb; v3 hex stays arbitrary.
  ('palette-colors', 'string-classname', styling('button', {'background-color': 'oklch(0.546 0.245 262.881)', 'color': '#f8fafc', 'border-color': '#3b82f6'})),
  ('palette-hover', 'string-classname', styling('button', {'background-color': 'rgb(15, 23, 43)'}, modifiers=['hover'])),
  ('hover-modifier', 'string-classname', styling('button', {'background-color': '#000'}, modifiers=['hover'])),
  ('responsive-dark', 'string-classname', styling('div', {'font-size': '16px'}, modifiers=['md', 'dark'])),
  ('arbitrary-value', 'string-classname', styling('div', {'padding': '13px', 'mix-blend-mode': 'multiply'})),
  ('custom-property', 'string-classname', styling('div', {}, custom={'--brand': '#4597f7'})),
  ('cn-classname', 'cn-classname', styling('span', {'font-size': '14px'})),
  ('template-classname', 'template-classname', styling('em', {'padding-inline': '16px'})),
  ('ternary', 'conditional', styling('strong', {'color': 'red'})),
  ('map-item', 'map-item', styling('li', {'padding-block': '8px'})),
  ('self-closing', 'self-closing', styling('img', {'width': '48px'})),
  ('null-removes', 'comments-blank-lines', styling('nav', {'gap': None})),
  ('crlf', 'crlf', styling('div', {'margin': '-8px'})),
  ('one-line', 'one-line', styling('i', {'font-weight': '700'})),
  ('nested-component', 'nested-component', styling('Button', {'margin-top': '4px'})),
  ('arabic', 'arabic', styling('p', {'font-size': None})),
 ],
 'styling-inline': [
  ('adds-style', 'string-classname', styling('button', {'color': '#fff', 'border-radius': '4px'}, fw='Inline')),
  ('updates-and-removes', 'styled', styling('div', {'color': 'green', 'margin-top': None, 'padding': '2px'}, fw='Inline')),
  ('removes-last', 'styled', styling('div', {'color': None, 'margin-top': None}, fw='Inline')),
  ('spreads-expression', 'styled', styling('span', {'font-weight': '700'}, fw='Inline')),
  ('custom-property', 'self-closing', styling('hr', {}, fw='Inline', custom={'--gap': '2px'})),
  ('modifiers-refused', 'string-classname', styling('button', {'color': 'red'}, fw='Inline', modifiers=['hover'])),
 ],
 'styling-css': [
  ('new-rule', 'string-classname', styling('button', {'color': '#fff', 'border-radius': '4px'}, fw='CSS')),
  ('hover-and-md', 'arabic', styling('p', {'color': 'red'}, fw='CSS', modifiers=['md', 'hover'])),
 ],
 'add-class': [
  ('tailwind-conflict', 'string-classname', add_class('div', 'p-4')),
  ('no-classname', 'fragment-parent', add_class('h1', 'font-bold')),
  ('cn-classname', 'cn-classname', add_class('span', 'text-base')),
  ('template-classname', 'template-classname', add_class('em', 'px-4')),
  ('modifiers', 'map-item', add_class('li', 'bg-gray-100', modifiers=['hover', 'sm'])),
  ('plain-class', 'nested-component', add_class('div', 'toolbar--wide', tw=False)),
  ('already-present', 'string-classname', add_class('div', 'p-2')),
 ],
 'remove-class': [
  ('string-classname', 'string-classname', remove_class('button', 'py-2')),
  ('cn-conditional', 'cn-classname', remove_class('span', 'font-bold')),
  ('template-classname', 'template-classname', remove_class('em', 'italic')),
  ('last-class', 'map-item', remove_class('li', 'py-1')),
  ('crlf', 'crlf', remove_class('div', 'text-sm')),
  ('missing-class', 'string-classname', remove_class('div', 'm-4')),
 ],
 'edit-text': [
  ('single-line', 'string-classname', edit_text('button', 'Save', 'Enregistrer')),
  ('arabic', 'arabic', edit_text('p', 'مرحبا بكم 👋', 'أهلاً وسهلاً 🌍')),
  ('escapes', 'fragment-parent', edit_text('h1', 'Title', 'a < b & {c}')),
  ('stale-text', 'string-classname', edit_text('button', 'Submit', 'Send')),
  ('dynamic-text', 'map-item', edit_text('li', 'x', 'y')),
  ('crlf', 'crlf', edit_text('button', 'Save', 'Keep')),
  ('ternary', 'conditional', edit_text('em', 'Fine', 'All good')),
 ],
 'change-prop': [
  ('string', 'self-closing', change_prop('img', 'alt', 'Portrait')),
  ('number', 'self-closing', change_prop('img', 'width', 48)),
  ('boolean-new', 'string-classname', change_prop('button', 'disabled', True)),
  ('null-removes', 'self-closing', change_prop('img', 'alt', None)),
  ('json', 'nested-component', change_prop('Button', 'options', {'size': 'lg', 'tags': ['a']})),
  ('expression', 'nested-component', change_prop('Button', 'onClick', {'$expression': '() => alert(1)'})),
  ('quoted-string', 'arabic', change_prop('p', 'title', 'قال "مرحبا"')),
  ('map-item', 'map-item', change_prop('li', 'role', 'listitem')),
 ],
 'remove-jsx': [
  ('string-classname', 'string-classname', remove('button')),
  ('and-branch', 'conditional', remove('p')),
  ('ternary-branch', 'conditional', remove('strong')),
  ('map-item', 'map-item', remove('li')),
  ('fragment-child', 'fragment-parent', remove('h1')),
  ('comments-kept', 'comments-blank-lines', remove('nav')),
  ('one-line', 'one-line', remove('i')),
  ('component-root', 'one-line', remove('div')),
  ('nested-component', 'nested-component', remove('Toolbar')),
  ('crlf', 'crlf', remove('button')),
  ('parent-and-child', 'comments-blank-lines', remove('nav', 'a#1')),
 ],
 'duplicate': [
  ('string-classname', 'string-classname', duplicate('button')),
  ('fragment-child', 'fragment-parent', duplicate('h1')),
  ('self-closing', 'self-closing', duplicate('img')),
  ('one-line', 'one-line', duplicate('b')),
  ('crlf', 'crlf', duplicate('button')),
  ('map-item', 'map-item', duplicate('li')),
  ('arabic', 'arabic', duplicate('p')),
  ('multi-line', 'nested-depths', duplicate('article')),
 ],
 'wrap-in-div': [
  ('fragment-siblings', 'fragment-parent', wrap('h1', 'p')),
  ('one-line', 'one-line', wrap('b', 'i')),
  ('comments-blank-lines', 'comments-blank-lines', wrap('nav')),
  ('map-item', 'map-item', wrap('li')),
  ('not-siblings', 'conditional', wrap('p', 'strong')),
  ('multi-line-template', 'nested-depths', wrap('article')),
 ],
 'change-tag': [
  ('open-and-close', 'string-classname', change_tag('div', 'section')),
  ('self-closing', 'self-closing', change_tag('hr', 'br')),
  ('component', 'nested-component', change_tag('Button', 'Link')),
  ('map-item', 'map-item', change_tag('li', 'dd')),
  ('crlf', 'crlf', change_tag('button', 'a')),
 ],
 'add-jsx': [
  ('native-last-child', 'string-classname', add_jsx('div', native('p', {'className': 'text-xs', 'hidden': True}))),
  ('native-after', 'self-closing', add_jsx('div', native('span'), after='img')),
  ('native-before', 'comments-blank-lines', add_jsx('header', native('hr'), before='nav')),
  ('into-self-closing', 'nested-component', add_jsx('Toolbar', native('span'))),
  ('copy-existing', 'fragment-parent', add_jsx('h1', {'$el': 'p'})),
  ('from-file-contents', 'nested-component', add_jsx('main', {'$el': 'main'}, contents="import { Icon } from './icons/Icon'\n\nexport default () => <Icon name=\"star\" />\n", filename='src/snippets/star.tsx')),
  ('crlf', 'crlf', add_jsx('div', native('hr'), before='button')),
  ('copy-multi-line', 'nested-depths', add_jsx('main', {'$el': 'article'})),
  ('from-file-contents-multi-line', 'nested-depths', add_jsx('aside', {'$el': 'main'}, before='span', contents="export default function Snippet() {\n  return (\n    <figure>\n      <img src=\"/a.png\" />\n      <figcaption>{`two\n        lines`}</figcaption>\n    </figure>\n  )\n}\n", filename='src/snippets/figure.tsx')),
 ],
 'move-jsx': [
  ('before-sibling', 'comments-blank-lines', move('nav', 'header', before='a')),
  ('one-line', 'one-line', move('u', 'div', before='b')),
  ('into-other-parent', 'nested-component', move('Button', 'main')),
  ('expected-parent-changed', 'nested-component', move('Button', 'main', expected='main')),
  ('into-itself', 'comments-blank-lines', move('nav', 'a#1')),
  ('crlf', 'crlf-header', move('nav', 'header', before='a')),
  # Multi-line elements re-indented for their new depth; template/string lines kept as written.
  ('multi-line-shallower', 'nested-depths', move('article', 'aside', after='span')),
  ('multi-line-deeper', 'nested-depths', move('aside', 'div')),
 ],
}
# The case list for every operation (string/cn className, conditionals, .map(), fragment,
# self-closing, comments, CRLF, one line, nested component, Arabic); expected files by hand.
CASES['styling-inline'] += [
  ('cn-classname', 'cn-classname', styling('span', {'color': 'red'}, fw='Inline')),
  ('and-branch', 'conditional', styling('p', {'color': 'red'}, fw='Inline')),
  ('map-item', 'map-item', styling('li', {'padding-block': '8px'}, fw='Inline')),
  ('fragment-child', 'fragment-parent', styling('h1', {'font-size': '20px'}, fw='Inline')),
  ('comments-blank-lines', 'comments-blank-lines', styling('nav', {'gap': '8px'}, fw='Inline')),
  ('crlf', 'crlf', styling('button', {'color': '#fff'}, fw='Inline')),
  ('one-line', 'one-line', styling('i', {'font-weight': 'bold'}, fw='Inline')),
  ('nested-component', 'nested-component', styling('Button', {'margin-top': '4px'}, fw='Inline')),
  ('arabic', 'arabic', styling('p', {'color': 'red'}, fw='Inline')),
]
CASES['add-class'] += [
  ('ternary', 'conditional', add_class('strong', 'font-bold')),
  ('self-closing', 'self-closing', add_class('img', 'rounded-full')),
  ('comments-blank-lines', 'comments-blank-lines', add_class('nav', 'items-center')),
  ('crlf', 'crlf', add_class('button', 'rounded')),
  ('one-line', 'one-line', add_class('u', 'underline')),
  ('arabic', 'arabic', add_class('p', 'font-bold')),
]
CASES['remove-class'] += [
  ('and-branch', 'conditional', remove_class('p', 'mt-2')),
  ('comments-blank-lines', 'comments-blank-lines', remove_class('nav', 'gap-2')),
  ('nested-component', 'nested-component', remove_class('div', 'toolbar')),
  ('arabic', 'arabic', remove_class('p', 'text-lg')),
]
CASES['change-prop'] += [
  ('cn-classname', 'cn-classname', change_prop('span', 'title', 'Badge')),
  ('ternary', 'conditional', change_prop('strong', 'id', 'oops')),
  ('fragment-child', 'fragment-parent', change_prop('p', 'hidden', True)),
  ('comments-blank-lines', 'comments-blank-lines', change_prop('a#1', 'href', '/team')),
  ('crlf', 'crlf', change_prop('button', 'type', 'submit')),
  ('one-line', 'one-line', change_prop('b', 'title', 'first')),
]
CASES['change-tag'] += [
  ('cn-classname', 'cn-classname', change_tag('span', 'div')),
  ('ternary', 'conditional', change_tag('strong', 'b')),
  ('fragment-child', 'fragment-parent', change_tag('h1', 'h2')),
  ('comments-blank-lines', 'comments-blank-lines', change_tag('nav', 'div')),
  ('one-line', 'one-line', change_tag('i', 'em')),
  ('arabic', 'arabic', change_tag('p', 'div')),
]
CASES['edit-text'] += [
  ('cn-classname', 'cn-classname', edit_text('span', 'New', 'Fresh')),
  ('comments-blank-lines', 'comments-blank-lines', edit_text('a', 'Home', 'Start')),
  ('one-line', 'one-line', edit_text('u', 'Three', 'Drei')),
  ('nested-component', 'nested-component', edit_text('Button', 'Go', 'Start')),
]
CASES['duplicate'] += [
  ('comments-blank-lines', 'comments-blank-lines', duplicate('nav')),
  ('nested-component', 'nested-component', duplicate('Button')),
]
CASES['wrap-in-div'] += [
  ('string-classname', 'string-classname', wrap('button')),
  ('self-closing', 'self-closing', wrap('img')),
  ('crlf', 'crlf', wrap('button')),
  ('nested-component', 'nested-component', wrap('Button')),
]
CASES['remove-jsx'] += [
  ('self-closing', 'self-closing', remove('hr')),
  ('arabic', 'arabic', remove('p')),
]
CASES['add-jsx'] += [
  ('map-item', 'map-item', add_jsx('li', native('span'))),
  ('arabic', 'arabic', add_jsx('p', native('br'))),
]
CASES['move-jsx'] += [
  ('self-closing', 'self-closing', move('hr', 'div', before='img')),
]
CASES['styling-tailwind'] += [
  ('fragment-child', 'fragment-parent', styling('h1', {'padding': '16px'})),
]
CASES['styling-css'] += [
  ('cn-classname', 'cn-classname', styling('span', {'color': 'red'}, fw='CSS')),
  ('and-branch', 'conditional', styling('p', {'color': 'red'}, fw='CSS')),
  ('map-item', 'map-item', styling('li', {'color': 'red'}, fw='CSS')),
  ('fragment-child', 'fragment-parent', styling('h1', {'color': 'red'}, fw='CSS')),
  ('self-closing', 'self-closing', styling('img', {'width': '48px'}, fw='CSS')),
  ('comments-blank-lines', 'comments-blank-lines', styling('nav', {'gap': '8px'}, fw='CSS')),
  ('crlf', 'crlf', styling('div', {'color': 'red'}, fw='CSS')),
  ('one-line', 'one-line', styling('i', {'color': 'red'}, fw='CSS')),
  ('nested-component', 'nested-component', styling('Button', {'margin-top': '4px'}, fw='CSS')),
]
CASES['edit-text'] += [
  ('self-closing', 'self-closing', edit_text('img', '', 'x')),
]
CASES['remove-jsx'] += [
  ('cn-classname', 'cn-classname', remove('span')),
]
CASES['duplicate'] += [
  ('cn-classname', 'cn-classname', duplicate('span')),
  ('and-branch', 'conditional', duplicate('p')),
]
CASES['wrap-in-div'] += [
  ('cn-classname', 'cn-classname', wrap('span')),
  ('arabic', 'arabic', wrap('p')),
]
CASES['add-jsx'] += [
  ('cn-classname', 'cn-classname', add_jsx('span', native('b'))),
  ('and-branch', 'conditional', add_jsx('p', native('br'))),
  ('one-line', 'one-line', add_jsx('div', native('hr'), after='i')),
]
CASES['move-jsx'] += [
  ('ternary-branch', 'conditional', move('strong', 'section')),
  ('map-item', 'map-item', move('li', 'ul')),
]
# The other branch of a conditional (&& or ternary) for each operation.
CASES['styling-tailwind'] += [('and-branch', 'conditional', styling('p', {'padding': '16px'}))]
CASES['styling-inline'] += [('ternary', 'conditional', styling('strong', {'color': 'red'}, fw='Inline'))]
CASES['styling-css'] += [('ternary', 'conditional', styling('strong', {'color': 'red'}, fw='CSS'))]
CASES['add-class'] += [('and-branch', 'conditional', add_class('p', 'font-bold'))]
CASES['edit-text'] += [('and-branch', 'conditional', edit_text('p', 'Hello', 'Hi'))]
CASES['change-prop'] += [('and-branch', 'conditional', change_prop('p', 'id', 'hello'))]
CASES['change-tag'] += [('and-branch', 'conditional', change_tag('p', 'span'))]
CASES['duplicate'] += [('ternary-branch', 'conditional', duplicate('strong'))]
CASES['add-jsx'] += [('ternary', 'conditional', add_jsx('strong', native('br')))]
CASES['move-jsx'] += [('and-branch', 'conditional', move('p', 'section'))]
CASES['wrap-in-div'] += [
  ('and-branch', 'conditional', wrap('p')),
  ('ternary', 'conditional', wrap('strong')),
]
# Inputs with classes where the shared ones have none.
CASES['remove-class'] += [
  ('self-closing', 'self-closing-classes', remove_class('hr', 'border-t')),
  ('one-line', 'one-line-classes', remove_class('b', 'mr-1')),
  ('fragment-child', 'fragment-classes', remove_class('h1', 'font-bold')),
]
CASES['remove-class'] += [('ternary', 'conditional-classes', remove_class('strong', 'font-bold'))]
CASES['move-jsx'] += [
  ('string-classname', 'string-classname-footer', move('button', 'footer')),
  ('cn-classname', 'cn-classname-section', move('span', 'section')),
  ('fragment-child', 'fragment-parent', move('p', 'h1')),
  ('arabic', 'arabic-menu', move('p', 'div', before='ul')),
]
# Issue 24: a move to any child index among elements, text runs and {expressions}.
def move_to(sel, dest, index, before=None, expected=None):
    request = move(sel, dest, before=before, expected=expected)
    request['body']['childIndex'] = index
    return request
INPUTS['mixed-children'] = '''export function Greeting({ name }: { name: string }) {
  return (
    <div>
      <p>
        Hello <b>there</b>, {name}! {/* the name comes from props */}
        Welcome back.
      </p>
      <em className="new">new</em>
    </div>
  )
}
'''
INPUTS['mixed-one-line'] = '''export const Row = ({ x }: { x: string }) => <div><b>One</b> and <i>Two</i>{x}</div>
'''
INPUTS['mixed-heading'] = '''export function Count({ count }: { count: number }) {
  return (
    <header>
      <h2>Items {count}</h2>
      <span>new</span>
    </header>
  )
}
'''
INPUTS['mixed-arabic'] = '''export function Welcome() {
  return (
    <section>
      <p>
        أهلاً <b>بك</b> في الموقع
      </p>
      <span>جديد</span>
    </section>
  )
}
'''
INPUTS['empty-parent'] = '''export function Shelf() {
  return (
    <section>
      <ul></ul>
      <b>Item</b>
    </section>
  )
}
'''
INPUTS['mixed-crlf'] = INPUTS['mixed-children'].replace('\n', '\r\n')
CASES['move-jsx'] += [
  ('child-index-before-expression', 'mixed-children', move_to('em', 'p', 3)),
  ('child-index-before-text-line', 'mixed-children', move_to('em', 'p', 5, expected='div')),
  ('child-index-last', 'mixed-children', move_to('em', 'p', 6)),
  ('child-index-same-parent', 'mixed-one-line', move_to('b', 'div', 2)),
  ('child-index-first', 'mixed-heading', move_to('span', 'h2', 0)),
  ('child-index-after-text', 'mixed-heading', move_to('span', 'h2', 1)),
  ('child-index-arabic', 'mixed-arabic', move_to('span', 'p', 2)),
  ('child-index-crlf', 'mixed-crlf', move_to('em', 'p', 5)),
  ('child-index-past-end', 'mixed-children', move_to('em', 'p', 7)),
  ('child-index-already-there', 'mixed-one-line', move_to('i', 'div', 2)),
  ('child-index-last-one-line', 'mixed-one-line', move_to('b', 'div', 3)),
  ('child-index-into-empty', 'empty-parent', move_to('b', 'ul', 0)),
  ('child-index-and-anchor', 'mixed-children', move_to('em', 'p', 1, before='b')),
]
# Issue 24: one static text run of an element whose children mix text with elements/{expressions}.
def edit_run(sel, old, new, index=None):
    request = edit_text(sel, old, new)
    if index is not None:
        request['body']['textRunIndex'] = index
    return request
INPUTS['mixed-repeated'] = '''export function Echo() {
  return <p>Hi <b>there</b> Hi</p>
}
'''
INPUTS['mixed-trans'] = '''import { Trans } from '@lingui/react/macro'

export function Hello() {
  return (
    <h2>
      <Trans>Hello <b>you</b>, welcome</Trans>
    </h2>
  )
}
'''
CASES['edit-text'] += [
  ('run-by-text', 'mixed-children', edit_run('p', 'Welcome back.', 'Good to see you & <friends>')),
  ('run-by-index', 'mixed-children', edit_run('p', 'Hello', 'Hi', index=0)),
  ('run-between-expressions', 'mixed-children', edit_run('p', '!', '?', index=2)),
  ('run-one-line', 'mixed-one-line', edit_run('div', 'and', 'or')),
  ('run-arabic', 'mixed-arabic', edit_run('p', 'في الموقع', 'في موقعنا', index=1)),
  ('run-crlf', 'mixed-crlf', edit_run('p', 'Welcome back.', 'Hello again.')),
  ('run-heading', 'mixed-heading', edit_run('h2', 'Items', 'عناصر')),
  ('run-stale', 'mixed-children', edit_run('p', 'Goodbye', 'Hi', index=0)),
  ('run-not-found', 'mixed-children', edit_run('p', 'Hello there, {name}! Welcome back.', 'Hi')),
  ('run-ambiguous', 'mixed-repeated', edit_run('p', 'Hi', 'Hey')),
  ('run-ambiguous-by-index', 'mixed-repeated', edit_run('p', 'Hi', 'Hey', index=1)),
  ('run-index-past-end', 'mixed-children', edit_run('p', 'Hello', 'Hi', index=4)),
  ('run-in-lingui-message', 'mixed-trans', edit_run('Trans', 'Hello', 'Hi', index=0)),
  ('run-in-lingui-message-child', 'mixed-trans', edit_run('b', 'you', 'them')),
]
# Issue 24: classes on a className computed by an expression — the literal part edited in place,
# else the expression wrapped (the file's or project's cn/clsx helper, else a template literal).
EXTRA_FILES = {}
INPUTS['ternary-classname'] = '''export function Tab({ active }: { active: boolean }) {
  return (
    <button className={active ? 'font-bold text-lg p-2' : 'font-normal'} type="button">
      Tab
    </button>
  )
}
'''
INPUTS['variable-classname'] = '''const styles = 'rounded border'

export const Box = () => <div className={styles}>Box</div>
'''
INPUTS['concat-classnames'] = '''export function Buttons({ variant }: { variant: string }) {
  return (
    <div>
      <button className={'btn p-2 ' + variant}>Trailing space</button>
      <button className={variant + ' rounded'}>Ends in a string</button>
      <button className={'btn-' + variant}>Glued</button>
    </div>
  )
}
'''
INPUTS['template-empty-tail'] = '''export const Tone = ({ tone }: { tone: string }) => <em className={`${tone}`}>Tone</em>
'''
INPUTS['cn-empty'] = '''import { cn } from './cn'

export const Empty = () => <i className={cn()}>Empty</i>
'''
INPUTS['cn-imported-ternary'] = '''import { cn } from './cn'

export function Tab({ active }: { active: boolean }) {
  return <button className={active ? 'font-bold' : undefined}>Tab</button>
}
'''
INPUTS['project-helper'] = '''import { useState } from "react";

export function Toggle({ base }: { base: string }) {
  const [on] = useState(false);
  return <button className={on ? base : "opacity-50"}>Toggle</button>;
}
'''
INPUTS['project-helper-prologue'] = ''''use client'

export const Chip = ({ tone }: { tone: string }) => <span className={tone}>Chip</span>
'''
UTILS = '''import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
'''
CLSX_HELPER = '''export const clsx = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ')
'''
CASES['add-class'] += [
  ('ternary-template', 'ternary-classname', add_class('button', 'p-4')),
  ('variable-template', 'variable-classname', add_class('div', 'shadow', tw=False)),
  ('concat-trailing-space', 'concat-classnames', add_class('button', 'shadow')),
  ('concat-ends-in-string', 'concat-classnames', add_class('button#1', 'shadow')),
  ('concat-glued', 'concat-classnames', add_class('button#2', 'shadow')),
  ('template-empty-tail', 'template-empty-tail', add_class('em', 'italic')),
  ('cn-empty', 'cn-empty', add_class('i', 'italic')),
  ('cn-imported-ternary', 'cn-imported-ternary', add_class('button', 'p-4')),
  ('project-cn-imported', 'project-helper', add_class('button', 'p-4')),
  ('project-clsx-after-prologue', 'project-helper-prologue', add_class('span', 'p-4')),
]
EXTRA_FILES[('add-class', 'project-cn-imported')] = {'src/lib/utils.ts': UTILS}
EXTRA_FILES[('add-class', 'project-clsx-after-prologue')] = {'src/utils/clsx.ts': CLSX_HELPER}
INPUTS['maybe-undefined-classnames'] = '''export function Field({ className, error }: { className?: string; error: boolean }) {
  return (
    <label className={className}>
      <input className={error && 'border-red-500'} />
      <span className={error ? 'text-red-600' : undefined}>Name</span>
    </label>
  )
}
'''
CASES['add-class'] += [
  ('optional-prop-template', 'maybe-undefined-classnames', add_class('label', 'grid')),
  ('and-branch-template', 'maybe-undefined-classnames', add_class('input', 'border')),
  ('ternary-undefined-template', 'maybe-undefined-classnames', add_class('span', 'text-sm')),
]
CASES['remove-class'] += [
  ('ternary-branch', 'ternary-classname', remove_class('button', 'text-lg')),
  ('concat-operand', 'concat-classnames', remove_class('button', 'btn')),
]
CASES['styling-tailwind'] += [
  ('ternary-conflict-kept', 'ternary-classname', styling('button', {'padding': '16px'})),
  ('concat-conflict', 'concat-classnames', styling('button', {'padding': '16px'})),
  ('variable-template', 'variable-classname', styling('div', {'color': '#fff'}, modifiers=['hover'])),
  ('project-cn-imported', 'project-helper', styling('button', {'margin-top': '8px'})),
]
EXTRA_FILES[('styling-tailwind', 'project-cn-imported')] = {'src/lib/utils.ts': UTILS}
CASES['styling-css'] += [
  ('ternary-classname', 'ternary-classname', styling('button', {'color': 'red'}, fw='CSS')),
]
ERRORS = {
 ('styling-inline', 'modifiers-refused'): 'UNSUPPORTED_EDIT',
 ('add-class', 'already-present'): 'NOTHING_TO_CHANGE',
 ('remove-class', 'missing-class'): 'NOTHING_TO_CHANGE',
 ('edit-text', 'stale-text'): 'STALE_TEXT',
 ('edit-text', 'dynamic-text'): 'UNSUPPORTED_EDIT',
 ('remove-jsx', 'map-item'): 'UNSUPPORTED_EDIT',
 ('remove-jsx', 'component-root'): 'UNSUPPORTED_EDIT',
 ('duplicate', 'map-item'): 'UNSUPPORTED_EDIT',
 ('duplicate', 'arabic'): 'UNSUPPORTED_EDIT',
 ('wrap-in-div', 'not-siblings'): 'UNSUPPORTED_EDIT',
 ('move-jsx', 'expected-parent-changed'): 'PARENT_CHANGED',
 ('move-jsx', 'into-itself'): 'UNSUPPORTED_EDIT',
 ('remove-jsx', 'arabic'): 'UNSUPPORTED_EDIT',
 ('duplicate', 'ternary-branch'): 'UNSUPPORTED_EDIT',
 ('move-jsx', 'and-branch'): 'UNSUPPORTED_EDIT',
 ('edit-text', 'self-closing'): 'UNSUPPORTED_EDIT',
 ('remove-jsx', 'cn-classname'): 'UNSUPPORTED_EDIT',
 ('duplicate', 'cn-classname'): 'UNSUPPORTED_EDIT',
 ('duplicate', 'and-branch'): 'UNSUPPORTED_EDIT',
 ('move-jsx', 'ternary-branch'): 'UNSUPPORTED_EDIT',
 ('move-jsx', 'map-item'): 'UNSUPPORTED_EDIT',
 ('move-jsx', 'child-index-past-end'): 'BAD_REQUEST',
 ('move-jsx', 'child-index-already-there'): 'NOTHING_TO_CHANGE',
 ('move-jsx', 'child-index-and-anchor'): 'BAD_REQUEST',
 ('edit-text', 'run-stale'): 'STALE_TEXT',
 ('edit-text', 'run-not-found'): 'STALE_TEXT',
 ('edit-text', 'run-ambiguous'): 'UNSUPPORTED_EDIT',
 ('edit-text', 'run-index-past-end'): 'BAD_REQUEST',
 ('edit-text', 'run-in-lingui-message'): 'UNSUPPORTED_EDIT',
 ('edit-text', 'run-in-lingui-message-child'): 'UNSUPPORTED_EDIT',
}
for op, cases in CASES.items():
    for name, inp, req in cases:
        d = os.path.join(ROOT, op, name)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, 'input.tsx'), 'w', newline='') as f: f.write(INPUTS[inp])
        with open(os.path.join(d, 'request.json'), 'w') as f: f.write(json.dumps(req, ensure_ascii=False, indent=2) + '\n')
        if op == 'styling-css':
            with open(os.path.join(d, 'input.css'), 'w') as f: f.write(CSS)
        code = ERRORS.get((op, name))
        if code:
            with open(os.path.join(d, 'expected-error.json'), 'w') as f: f.write(json.dumps({'code': code}) + '\n')
        for relative, text in EXTRA_FILES.get((op, name), {}).items():
            target = os.path.join(d, 'project', relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, 'w') as f: f.write(text)

# Hand-written cases not generated here: styling-inline/multi-line-object.
