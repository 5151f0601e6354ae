// The header's controls for a signed-in user, in one chunk that site-header.tsx loads on demand
// (and src/app/preload-signed-in-parts.ts early, when a session is stored).
export { NotificationBell } from '../notifications/notification-bell'
export { AvatarMenu } from './avatar-menu'
export { SideMenu } from './side-menu'
