/** The look of the authoring screens' controls, in one place. */
export const styles = {
  input:
    'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:bg-slate-100',
  label: 'block text-sm font-medium text-slate-800',
  primary:
    'inline-flex min-h-11 items-center justify-center rounded-xl bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-400',
  secondary:
    'inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400',
  small:
    'inline-flex min-h-9 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400',
  danger:
    'inline-flex min-h-9 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-medium text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400',
  card: 'rounded-xl border border-slate-200 bg-white p-5',
  ok: 'text-sm text-green-800',
  error: 'text-sm text-red-800',
} as const
