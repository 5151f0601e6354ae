/**
 * Media time as players show it: `m:ss` under an hour, `h:mm:ss` from an hour on. Fractions are
 * dropped (a player never shows 1:04.7); a time that is not a finite, positive number (a
 * duration not known yet) shows as `0:00`.
 */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const secs = String(whole % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`
}
