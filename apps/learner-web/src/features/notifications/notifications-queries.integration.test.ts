import { beforeAll, describe, expect, test } from 'vitest'
import { serviceClient, signUpLearner } from '../../test/test-backend'
import {
  deleteNotification,
  fetchNotifications,
  fetchUnreadCount,
  markNotificationsRead,
  markNotificationUnread,
} from './notifications-queries'

// The notifications data layer against the real backend: the database writes notifications
// (here the service key stands in for its triggers), the signed-in learner reads and marks them.

let userId = ''

async function notify(kind: string, data: Record<string, unknown>, link: string) {
  const inserted = await serviceClient()
    .from('notifications')
    .insert({ user_id: userId, kind, data, link })
  if (inserted.error) throw new Error(inserted.error.message)
}

beforeAll(async () => {
  userId = await signUpLearner()
  await notify(
    'new_lesson',
    { title_en: 'Greetings', course_title_en: 'Everyday Arabic' },
    '/catalog',
  )
  await notify('homework_graded', { title_en: 'My street', score: 16, max_score: 20 }, '/homework')
  await notify('certificate_issued', { certificate_number: 'SPL-2026-ABCDEF' }, '/certificates')
})

describe('notifications queries', () => {
  test('count the unread ones and list the newest first, all or unread only', async () => {
    expect(await fetchUnreadCount()).toBe(3)
    const all = await fetchNotifications(20, false)
    expect(all.map((notification) => notification.kind)).toEqual([
      'certificate_issued',
      'homework_graded',
      'new_lesson',
    ])
    expect(all[1]).toMatchObject({ link: '/homework', readAt: null, data: { score: 16 } })
    expect(await fetchNotifications(2, false)).toHaveLength(2)
  })

  test('mark one read and unread again, mark all read, and delete one', async () => {
    const [newest] = await fetchNotifications(1, false)
    await markNotificationsRead([newest?.id ?? ''])
    expect(await fetchUnreadCount()).toBe(2)
    expect(
      (await fetchNotifications(20, true)).map((notification) => notification.id),
    ).not.toContain(newest?.id)
    await markNotificationUnread(newest?.id ?? '')
    expect(await fetchUnreadCount()).toBe(3)

    await markNotificationsRead()
    expect(await fetchUnreadCount()).toBe(0)
    expect(await fetchNotifications(20, true)).toEqual([])
    const read = await fetchNotifications(20, false)
    expect(read.every((notification) => notification.readAt !== null)).toBe(true)

    await deleteNotification(newest?.id ?? '')
    expect((await fetchNotifications(20, false)).map((notification) => notification.id)).toEqual(
      read.slice(1).map((notification) => notification.id),
    )
  })
})
