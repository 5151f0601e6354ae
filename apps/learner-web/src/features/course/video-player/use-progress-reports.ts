import { useEffect, useRef } from 'react'
import { advanceSegment, isWatched, segmentAt } from './watched-segment'

/** One progress report: where the learner is, and what they watched since the last report. */
export interface ProgressReport {
  readonly position: number
  readonly watchedFrom: number
  readonly watchedTo: number
  readonly reason: 'interval' | 'pause' | 'ended' | 'leave'
}

/** How often a report is sent while the video plays. */
export const REPORT_INTERVAL_MS = 10_000

/**
 * Calls `onProgress` every 10 s while `video` plays, on pause, on ended and when the learner
 * leaves (page hidden or closed, or the player unmounted), with the segment watched since the
 * previous report. A seek first reports the segment watched before it (as an 'interval' report,
 * so nothing watched is lost) and then starts a new one where playback resumes. Nothing is
 * reported before the video has first played, nor a report that would repeat the previous one.
 */
export function useProgressReports(
  video: HTMLVideoElement | null,
  onProgress: ((report: ProgressReport) => void) | undefined,
): void {
  const callback = useRef(onProgress)
  callback.current = onProgress

  useEffect(() => {
    if (!video) return
    let segment = segmentAt(video.currentTime)
    let played = false
    let lastPosition: number | null = null
    let timer: ReturnType<typeof setInterval> | undefined

    const report = (reason: ProgressReport['reason'], position: number) => {
      if (!played || (!isWatched(segment) && lastPosition === position)) return
      lastPosition = position
      callback.current?.({ position, watchedFrom: segment.from, watchedTo: segment.to, reason })
      segment = segmentAt(segment.to)
    }
    /** Reports up to the current time (playback reached it). */
    const flush = (reason: ProgressReport['reason']) => {
      if (!video.seeking) segment = advanceSegment(segment, video.currentTime)
      report(reason, video.currentTime)
    }
    const stopTimer = () => {
      clearInterval(timer)
      timer = undefined
    }

    const onPlay = () => {
      played = true
      stopTimer()
      timer = setInterval(() => {
        if (!video.paused) flush('interval')
      }, REPORT_INTERVAL_MS)
    }
    const onTimeUpdate = () => {
      if (!video.paused && !video.seeking) segment = advanceSegment(segment, video.currentTime)
    }
    const onSeeking = () => {
      // currentTime is already the target: what was watched before ends where it last played.
      if (isWatched(segment)) report('interval', video.currentTime)
      segment = segmentAt(video.currentTime)
    }
    const onPause = () => {
      stopTimer()
      // Reaching the end pauses first; 'ended' reports that one.
      if (!video.ended) flush('pause')
    }
    const onEnded = () => {
      stopTimer()
      flush('ended')
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush('leave')
    }
    const onPageHide = () => flush('leave')

    video.addEventListener('play', onPlay)
    video.addEventListener('timeupdate', onTimeUpdate)
    video.addEventListener('seeking', onSeeking)
    video.addEventListener('pause', onPause)
    video.addEventListener('ended', onEnded)
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      stopTimer()
      video.removeEventListener('play', onPlay)
      video.removeEventListener('timeupdate', onTimeUpdate)
      video.removeEventListener('seeking', onSeeking)
      video.removeEventListener('pause', onPause)
      video.removeEventListener('ended', onEnded)
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onPageHide)
      flush('leave')
    }
  }, [video])
}
