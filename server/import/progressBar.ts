/** A progress bar on a terminal's stderr, redrawn in place; nothing when stderr is a file or a pipe. */
const WIDTH = 30;

export interface ProgressBar {
  update(done: number, total: number): void;
  end(): void;
}

export function progressBar(stream: NodeJS.WriteStream, label: string): ProgressBar {
  if (!stream.isTTY) return { update() {}, end() {} };
  let drawn = -1;
  let shown = false;
  return {
    update(done, total) {
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(share * WIDTH);
      const percent = Math.floor(share * 100);
      if (percent === drawn) return;
      drawn = percent;
      shown = true;
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${percent}% (${done}/${total})`,
      );
    },
    end() {
      if (shown) stream.write('\n');
    },
  };
}
