import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar } from '../../ui/avatar'

/**
 * Three student testimonials (spec §2 Landing page). Names are written in the reader's script;
 * the avatar is seeded with a fixed id so it is the same in both languages.
 */
export function TestimonialsSection() {
  const { t } = useLingui()
  const testimonials = [
    {
      seed: 'testimonial-nour',
      name: t`Nour El-Sayed`,
      role: t`Engineering student, Cairo University`,
      quote: t`The live tutoring sessions changed everything for me. My tutor corrected my pronunciation in real time, and I passed my IELTS speaking test with a 7.5.`,
    },
    {
      seed: 'testimonial-karim',
      name: t`Karim Mostafa`,
      role: t`Accountant, Alexandria`,
      quote: t`Business English gave me the confidence to lead meetings with our international clients. The lessons fit around my working hours.`,
    },
    {
      seed: 'testimonial-salma',
      name: t`Salma Adel`,
      role: t`Secondary school student, Mansoura`,
      quote: t`Having everything in Arabic and English made the hard grammar points easy to understand. The AI Tutor helps me with homework every evening.`,
    },
  ]

  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-slate-900">
          <Trans>What Our Students Say</Trans>
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.seed}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="mb-3 size-7 text-amber-400 rtl:-scale-x-100"
                  fill="currentColor"
                >
                  <path d="M4 18v-5.5C4 8.4 6.2 5.8 10 5l.7 1.6C8.6 7.4 7.6 9 7.5 11H10v7H4zm10 0v-5.5c0-4.1 2.2-6.7 6-7.5l.7 1.6c-2.1.8-3.1 2.4-3.2 4.4H20v7h-6z" />
                </svg>
                <blockquote className="flex-1 text-slate-700">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <Avatar seed={item.seed} name={item.name} size={44} />
                  <span>
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    <span className="block text-sm text-slate-600">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
