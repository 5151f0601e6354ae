/**
 * A reason the editor cannot start on a project, told to the user as it is (no stack trace):
 * the path is missing, it is not a Vite project, its dependencies are not installed, a port is
 * taken, a server refused to start.
 */
export class LaunchError extends Error {
  override readonly name = 'LaunchError'
}
