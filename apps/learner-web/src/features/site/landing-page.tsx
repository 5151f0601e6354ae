import { Trans } from '@lingui/react/macro'
import { type CourseCard, coursePath, signupPath } from '@splendid/domain'
import { Link, useNavigate } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { FeaturedCoursesCarousel } from './featured-courses-carousel'
import { FeaturesSection } from './features-section'
import { storeUserType } from './store-user-type'
import { TestimonialsSection } from './testimonials-section'
import { useFeaturedCourses } from './use-featured-courses'
import { WelcomePanel } from './welcome-panel'

const primaryButton =
  'inline-flex h-12 items-center justify-center rounded-lg bg-amber-400 px-6 font-semibold text-slate-900 hover:bg-amber-300'
const secondaryButton =
  'inline-flex h-12 items-center justify-center rounded-lg border border-white/70 px-6 font-semibold text-white hover:bg-white/10'

/**
 * The landing page of spec §2: hero with Explore Courses, Start Learning and Join as a Teacher;
 * a welcome band for signed-out visitors; features; the Featured Courses carousel; the Get
 * Started Now call to action; three testimonials. The footer comes from the root layout.
 */
export function LandingPage() {
  const navigate = useNavigate()
  // The welcome band is decided from the stored session at the first render, so it does not pop
  // in (and push the page down) when the session check ends.
  const { expectedStatus } = useAuth()
  const featured = useFeaturedCourses()

  function openCourse(course: CourseCard): void {
    // Catalogue rows open their course page (the guard asks anonymous visitors to log in first);
    // the built-in samples have no page, so they lead to the catalogue.
    navigate(featured.source === 'backend' ? coursePath(course.id) : '/catalog')
  }

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
              <Trans>Where Skills & Education Are Splendid</Trans>
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">
              <Trans>Learn English and new skills with Egypt's friendliest tutors</Trans>
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-blue-100">
              <Trans>
                Free video courses, live tutoring you can book in minutes, homework with feedback
                and an AI tutor that is always awake — in Arabic or English.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to="/catalog" className={primaryButton}>
                <Trans>Explore Courses</Trans>
              </Link>
              <Link
                to={signupPath('student')}
                onClick={() => storeUserType('student')}
                className={secondaryButton}
              >
                <Trans>Start Learning</Trans>
              </Link>
              <Link
                to={signupPath('teacher')}
                onClick={() => storeUserType('teacher')}
                className={secondaryButton}
              >
                <Trans>Join as a Teacher</Trans>
              </Link>
            </div>
          </div>
          {expectedStatus === 'anonymous' ? <WelcomePanel className="text-slate-900" /> : null}
        </div>
      </section>
      <FeaturesSection />
      <div className="bg-slate-50">
        <FeaturedCoursesCarousel
          courses={featured.courses}
          loading={featured.status === 'loading'}
          onCourseAction={openCourse}
        />
      </div>
      <section aria-labelledby="cta-heading" className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-14 text-center sm:px-6">
          <h2 id="cta-heading" className="text-3xl font-bold">
            <Trans>Ready to start your learning journey?</Trans>
          </h2>
          <p className="max-w-2xl text-blue-100">
            <Trans>
              Join thousands of Egyptian students who learn every day with Splendid. Your first
              courses are free.
            </Trans>
          </p>
          <Link
            to={signupPath('student')}
            onClick={() => storeUserType('student')}
            className={primaryButton}
          >
            <Trans>Get Started Now</Trans>
          </Link>
        </div>
      </section>
      <TestimonialsSection />
    </>
  )
}
