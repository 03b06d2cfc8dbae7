/** The emulator as a user runs it: a real process (main.ts) on 127.0.0.1, any free port. */
export const MAIN = new URL('../main.ts', import.meta.url).pathname;
export const DENO = Deno.execPath();
export const env = { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };

/** A running emulator process; its start-up block tells the port. stop() is safe to call twice. */
export async function startEmulator(args: string[]) {
  const child = new Deno.Command(DENO, {
    args: ['run', '-A', MAIN, '--port', '0', ...args],
    env,
    stdout: 'piped',
    stderr: 'inherit',
  }).spawn();
  let exited = false;
  const status = child.status.then((s) => {
    exited = true;
    return s;
  });
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  // bounded: a child that has not printed its block in 15 s is killed, which ends the reads below
  const watchdog = setTimeout(() => !exited && child.kill('SIGKILL'), 15_000);
  let out = '';
  try {
    while (!/http:\/\/127\.0\.0\.1:\d+\n[\s\S]*web UI/.test(out)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`emulator exited or timed out before starting: ${out}`);
      out += value;
    }
  } catch (err) {
    if (!exited) child.kill('SIGKILL');
    await status;
    throw err;
  } finally {
    clearTimeout(watchdog);
  }
  // keep draining so the child never blocks on a full pipe
  const drained = (async () => {
    for (;;) if ((await reader.read()).done) return;
  })();
  const base = /http:\/\/127\.0\.0\.1:\d+/.exec(out)![0];
  const stop = async (signal: Deno.Signal = 'SIGTERM') => {
    if (!exited) child.kill(signal);
    const s = await status;
    await drained;
    return s;
  };
  return { base, out, pid: child.pid, stop };
}
