/**
 * What an admin command reads and prints: a small interface, so commands are tested without a
 * terminal. The terminal's own reads a secret without echoing it.
 */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  /** Whether secrets can be asked for (stdin is a terminal). */
  readonly interactive: boolean;
  /** Asks on the terminal without showing what is typed. */
  readSecret(prompt: string): Promise<string>;
  /** The first line of stdin, without its line break. */
  readLine(): Promise<string>;
}

/** Reads characters in raw mode until Enter; Ctrl-C or Ctrl-D gives up. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else typed += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

export const terminalIo: AdminIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  interactive: process.stdin.isTTY === true,
  readSecret: readHidden,
  readLine: readFirstLine,
};
