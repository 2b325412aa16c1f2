import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

/** The end of a log, for an error message (the bench removes its scratch directory on the way out). */
const tail = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');

export interface Running {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (a --cpu-prof profile is written on the way out). */
  stop(): Promise<void>;
}

/**
 * Starts `node [nodeArgs] --import tsx <script>` in `dir` and answers once it printed
 * "Serving on http://…". Its output goes to `logFile`, not to a pipe this process reads: the
 * server's request log costs what it costs in production (a write to a file), and the load
 * generator spends nothing on it.
 */
export async function startProcess(opts: {
  dir: string;
  script: string;
  env: Record<string, string>;
  logFile: string;
  nodeArgs?: string[];
}): Promise<Running> {
  const out = fs.openSync(opts.logFile, 'a');
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', opts.script], {
    cwd: opts.dir,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`${opts.script} exited with ${child.exitCode}:\n${tail(opts.logFile)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.script} did not start in 60 s:\n${tail(opts.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
    url = /Serving on (http:\/\/\S+)/.exec(fs.readFileSync(opts.logFile, 'utf8'))?.[1]?.replace('//localhost:', '//127.0.0.1:');
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
