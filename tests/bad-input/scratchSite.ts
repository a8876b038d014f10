/**
 * A scratch copy of the site for the bad-input suite: the repository's tracked files in a temporary folder (the
 * node_modules of this checkout linked in), edits that are undone after each case, production builds with their
 * output captured, and fingerprints of what a build left in public/.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface BuildResult {
  status: number
  /** stdout and stderr together, colours removed. */
  output: string
  seconds: number
}

/** Every file under public/ (path relative to it, forward slashes) with a hash of its bytes. */
export type PublicFingerprint = Map<string, string>

const ANSI = new RegExp(String.raw`\u001b\[[0-9;?]*[A-Za-z]`, 'g')

type Original = { kind: 'absent' } | { kind: 'file'; text: string } | { kind: 'folder'; copy: string }

export class ScratchSite {
  readonly root: string
  /** Where touched folders are kept until undo(), outside the site so no build sees them. */
  private readonly kept: string
  private readonly originals = new Map<string, Original>()
  private readonly madeFolders: string[] = []

  /** `env`: the variables every build of this copy is made with (a case adds its own). */
  constructor(
    repo: string,
    private readonly env: Record<string, string> = {},
  ) {
    this.root = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-bad-input-'))
    this.kept = fs.mkdtempSync(path.join(os.tmpdir(), 'helios-bad-input-kept-'))
    const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 })
    if (tracked.status !== 0) throw new Error(`git ls-files failed in ${repo}: ${tracked.stderr}`)
    for (const file of tracked.stdout.split('\0').filter(Boolean)) {
      const from = path.join(repo, file)
      if (!fs.existsSync(from)) continue // deleted in the work tree and not yet committed
      fs.mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true })
      fs.copyFileSync(from, path.join(this.root, file))
    }
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(this.root, 'node_modules'), 'dir')
  }

  path(file: string): string {
    return path.join(this.root, file)
  }

  read(file: string): string {
    return fs.readFileSync(this.path(file), 'utf8')
  }

  /** Writes (or, with null, removes) a file or folder; undo() puts every touched one back. */
  write(file: string, text: string | null): void {
    const full = this.path(file)
    if (!this.originals.has(file)) {
      if (!fs.existsSync(full)) this.originals.set(file, { kind: 'absent' })
      else if (fs.statSync(full).isDirectory()) {
        const copy = path.join(this.kept, String(this.originals.size))
        fs.cpSync(full, copy, { recursive: true })
        this.originals.set(file, { kind: 'folder', copy })
      } else this.originals.set(file, { kind: 'file', text: fs.readFileSync(full, 'utf8') })
    }
    fs.rmSync(full, { recursive: true, force: true })
    if (text !== null) {
      // A folder made for a new file goes again on undo(), as the file does.
      let made = path.dirname(full)
      while (!fs.existsSync(path.dirname(made))) made = path.dirname(made)
      if (!fs.existsSync(made)) this.madeFolders.push(made)
      fs.mkdirSync(path.dirname(full), { recursive: true })
      fs.writeFileSync(full, text)
    }
  }

  undo(): void {
    for (const [file, original] of this.originals) {
      const full = this.path(file)
      fs.rmSync(full, { recursive: true, force: true })
      if (original.kind === 'file') fs.writeFileSync(full, original.text)
      if (original.kind === 'folder') fs.renameSync(original.copy, full)
    }
    this.originals.clear()
    for (const folder of this.madeFolders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
  }

  /** `npm run build` in the copy; asynchronous, so a server of the test (the Algolia stub) answers meanwhile. */
  build(env: Record<string, string> = {}): Promise<BuildResult> {
    const started = Date.now()
    // A test build pushes search records only where a case says so, never with a key from the environment.
    const buildEnv: NodeJS.ProcessEnv = { ...process.env, CI: '1' }
    delete buildEnv.ALGOLIA_ADMIN_KEY
    Object.assign(buildEnv, this.env, env)
    const run = spawn('npm', ['run', '--silent', 'build'], { cwd: this.root, env: buildEnv })
    let output = ''
    run.stdout.on('data', (d: Buffer) => (output += d.toString()))
    run.stderr.on('data', (d: Buffer) => (output += d.toString()))
    return new Promise((resolve, reject) => {
      run.on('error', reject)
      run.on('close', (code) => resolve({ status: code ?? 1, output: output.replace(ANSI, ''), seconds: (Date.now() - started) / 1000 }))
    })
  }

  fingerprint(): PublicFingerprint {
    const out: PublicFingerprint = new Map()
    const publicDir = this.path('public')
    if (!fs.existsSync(publicDir)) return out
    for (const file of fs.readdirSync(publicDir, { recursive: true }) as string[]) {
      const full = path.join(publicDir, file)
      if (!fs.statSync(full).isFile()) continue
      out.set(file.split(path.sep).join('/'), createHash('sha1').update(fs.readFileSync(full)).digest('hex'))
    }
    return out
  }

  remove(): void {
    fs.rmSync(this.root, { recursive: true, force: true })
    fs.rmSync(this.kept, { recursive: true, force: true })
  }
}

/** The routes of a fingerprint: folders holding an index.html. */
export const pagesOf = (fp: PublicFingerprint): string[] =>
  [...fp.keys()].filter((f) => f === 'index.html' || f.endsWith('/index.html')).map((f) => `/${f.slice(0, -'index.html'.length)}`).sort()

/** Files whose bytes differ, or that one side lacks, between two fingerprints. */
export function differences(before: PublicFingerprint, after: PublicFingerprint): string[] {
  const out: string[] = []
  for (const [file, hash] of before) if (after.get(file) !== hash) out.push(after.has(file) ? `changed: ${file}` : `gone: ${file}`)
  for (const file of after.keys()) if (!before.has(file)) out.push(`new: ${file}`)
  return out
}
