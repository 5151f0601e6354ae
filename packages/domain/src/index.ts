// Public entry of @splendid/domain: entities and pure business rules of the learner platform.

export type { AchievementBadge, AchievementRule } from './achievement-badges'
export { ACHIEVEMENT_BADGES } from './achievement-badges'
export type { AuthInputErrorCode, CredentialsInput } from './auth-input-rules'
export { validateCredentials, validateOtpRequest } from './auth-input-rules'
export type { DomainError } from './domain-error'
export type { AiTutorState } from './entities/ai-tutor-state'
export { INITIAL_AI_TUTOR_STATE } from './entities/ai-tutor-state'
export type { CourseCard, Difficulty, Instructor } from './entities/course-card'
export {
  avatarFallback,
  CAROUSEL_CARDS_PER_ROW,
  COURSE_CARD_LAYOUT,
  DIFFICULTIES,
  isDifficulty,
} from './entities/course-card'
export type { GamificationState } from './entities/gamification-state'
export type { Language } from './entities/language'
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, resolveLanguage } from './entities/language'
export type { Profile, ProfileRow } from './entities/profile'
export { PROFILE_DEFAULTS, profileFromRow } from './entities/profile'
export type { AuthEvent, Session } from './entities/session'
export { AUTH_EVENTS } from './entities/session'
export type { LocalStorageKey } from './entities/storage-keys'
export {
  COOKIE_LIFETIME_DAYS,
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAMES,
  COOKIE_OPTIONS,
  LOCAL_STORAGE_KEYS,
  ONBOARDING_FLAG_VALUE,
  SIGN_OUT_CLEARED_KEYS,
} from './entities/storage-keys'
export type { Plan, SubscriptionStatus, SubscriptionView } from './entities/subscription-view'
export { DEFAULT_PLAN } from './entities/subscription-view'
export type { AppMetadata, User, UserMetadata, UserType } from './entities/user'
export {
  ADMIN_ROLE,
  DEFAULT_USER_TYPE,
  isAdmin,
  isUserType,
  USER_TYPES,
  userFromUnknown,
  userTypeOf,
} from './entities/user'
export type { BadgeRule, GamificationSnapshot } from './gamification'
export {
  BADGE_RULES,
  badgesForXp,
  gamificationState,
  LEVEL_THRESHOLDS,
  levelForXp,
  mergeBadges,
  progressToNextLevel,
  XP_PER_LEVEL_BEYOND_TOP,
  xpForLevel,
} from './gamification'
export type { MessageKey } from './messages'
export { formatMessage, MESSAGES } from './messages'
export type { OnboardingContext, OnboardingDecision, OnboardingSkipReason } from './onboarding'
export {
  decideOnboarding,
  isOnboardingSkipPath,
  needsOnboardingCheck,
  ONBOARDING_SKIP_PATHS,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_PATHS,
  onboardingStepPath,
} from './onboarding'
export { normalizePathname } from './pathname'
export type { CefrLevel, PlacementAnswer, PlacementStep } from './placement'
export {
  CEFR_LEVELS,
  isCefrLevel,
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_RETAKE_DAYS,
  PLACEMENT_SETTLING_ANSWERS,
  PLACEMENT_START_LEVEL,
  placementStep,
} from './placement'
export { getQueryParam } from './query-string'
export {
  isSafeRedirectPath,
  postLoginDestination,
  readRedirectTo,
  safeRedirectPath,
} from './redirect-target'
export type { GuardDecision, Viewer } from './route-guard'
export {
  DASHBOARD_PATH,
  guardRoute,
  LOGIN_PATH,
  loginRedirectPath,
  REDIRECT_TO_PARAM,
} from './route-guard'
export type { RouteAccess, RouteDefinition, RouteId, RouteMatch } from './routes'
export { coursePath, matchRoute, ROUTES, recommendedBookingPath } from './routes'
export type { RuleArea, RuleCode } from './rule-codes'
export { RULE_CODES } from './rule-codes'
export { SAMPLE_COURSES } from './sample-courses'
export type { SessionExpiry, StoredSessionDecision } from './session-timing'
export {
  AUTH_CLIENT_TIMINGS,
  decideStoredSession,
  isSessionExpired,
  parseStoredSession,
  REFRESH_MARGIN_MS,
  refreshDelayMs,
} from './session-timing'
export { isSideMenuPath, SIDE_MENU_PATH_PREFIXES } from './side-menu'
export {
  clearsLocalSessionOnLogoutError,
  LOGOUT_STATUSES_THAT_CLEAR,
  SIGN_OUT_DESTINATIONS,
} from './sign-out'
export type {
  SubscriptionDialogText,
  SubscriptionErrorCode,
  SubscriptionEvaluation,
  SubscriptionRow,
} from './subscription-status'
export {
  DAY_MS,
  DEFAULT_SUBSCRIPTION_VIEW,
  daysLeftUntil,
  EXPIRY_WARNING_DAYS,
  evaluateSubscription,
  shouldOpenSubscriptionDialog,
  statusForDaysLeft,
  subscriptionDialogText,
} from './subscription-status'
export { resolveUserType, signupPath, USER_TYPE_PARAM } from './user-type'
export type {
  FormField,
  LoginInput,
  SignUpInput,
  ValidationError,
  ValidationErrorCode,
} from './validation'
export {
  EMAIL_PATTERN,
  isValidEmail,
  PASSWORD_MIN_LENGTH,
  validateForgotPasswordEmail,
  validateLogin,
  validateSignUp,
} from './validation'
export type { XpAwardKind } from './xp-awards'
export { DAILY_GOAL_XP, XP_AWARDS } from './xp-awards'
