/** What `splendid-mutate-api --help` prints, and what follows a refused command line. */
export const USAGE = `Usage: splendid-mutate-api [options]

Serves the mutate API on one project: it writes the visual editor's changes to the project's
TSX and CSS source and keeps their undo history.

  --root <folder>         the project (default: the current folder; env MUTATE_API_ROOT)
  --canvas <id>           the canvas id the editor uses (default learner-web; env MUTATE_API_CANVAS)
  --port <n>              the port to listen on (default 4100; env PORT)
  --host <name>           the host to listen on (default 127.0.0.1; env HOST)
  --data-dir <folder>     where the undo history is kept (default under $XDG_STATE_HOME; env DATA_DIR)
  --max-activities <n>    how many changes the undo history keeps (env MUTATE_API_MAX_ACTIVITIES)
  -h, --help              this text

Env ALLOWED_ORIGINS lists the editor origins allowed to call (comma-separated);
MUTATE_API_TOKEN sets the token for direct calls (generated and printed when unset).`
