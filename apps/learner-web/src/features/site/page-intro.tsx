import type { ReactNode } from 'react'
import { Breadcrumb } from './breadcrumb'

/** The top of an information page: breadcrumb, title and a one-paragraph lead. */
export function PageIntro({ title, lead }: { readonly title: string; readonly lead: ReactNode }) {
  return (
    <div className="mb-10">
      <Breadcrumb current={title} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{lead}</p>
    </div>
  )
}
