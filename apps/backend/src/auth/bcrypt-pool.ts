import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { WorkSlots } from './work-slots.js'

/** One bcrypt job for a pool thread. */
type BcryptJob =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'verify'; password: string; hashed: string }

type BcryptReply = { value: string | boolean } | { error: string }

// Evaluated (CommonJS) so the same worker runs under vitest (TypeScript sources) and from `dist`.
// The thread lowers its own priority first: on Linux `nice` applies per thread, so request
// handling on the main thread always wins the CPU and the hashes take what is left (still every
// idle cycle, so throughput stays). Elsewhere the call fails and the thread keeps its priority.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop())
  const os = require('node:os')
  os.setPriority(tid, Math.max(os.getPriority(tid), 10))
} catch {}
const bcrypt = require(workerData.bcryptPath)
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash'
      ? bcrypt.hashSync(job.password, job.cost)
      : bcrypt.verifySync(job.password, job.hashed)
    parentPort.postMessage({ value })
  } catch (error) {
    parentPort.postMessage({ error: String(error) })
  }
})
`

const bcryptPath = createRequire(import.meta.url).resolve('@node-rs/bcrypt')

/**
 * bcrypt on a few low-priority worker threads (one per core), one job per thread at a time; jobs
 * over that wait in JavaScript (FIFO). Threads start on first use and never hold the process open.
 */
class BcryptPool {
  readonly #idle: Worker[] = []
  readonly #slots: WorkSlots
  constructor(readonly size: number) {
    this.#slots = new WorkSlots(size)
  }

  /** Hashes `password` at `cost` (`$2b$…`). */
  async hash(password: string, cost: number): Promise<string> {
    return String(await this.#run({ op: 'hash', password, cost }))
  }

  /** Whether `password` matches the bcrypt hash `hashed` (`false` when `hashed` is not one). */
  async verify(password: string, hashed: string): Promise<boolean> {
    return (await this.#run({ op: 'verify', password, hashed })) === true
  }

  #run(job: BcryptJob): Promise<string | boolean> {
    return this.#slots.run(() => {
      const worker = this.#idle.pop() ?? this.#spawn()
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => {
          worker.off('message', onMessage)
          reject(error)
        }
        const onMessage = (reply: BcryptReply) => {
          worker.off('error', onError)
          this.#idle.push(worker)
          if ('error' in reply) reject(new Error(reply.error))
          else resolve(reply.value)
        }
        worker.once('message', onMessage)
        worker.once('error', onError)
        worker.postMessage(job)
      })
    })
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } })
    worker.unref()
    return worker
  }
}

/** The process's bcrypt pool: one thread per core. */
export const bcryptPool = new BcryptPool(availableParallelism())
