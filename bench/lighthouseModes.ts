/**
 * The two ways the bench lets Lighthouse 12.8.2 slow a page down to a mid-range phone on slow 4G:
 *  - `simulate` (Lighthouse's default, the bench's only mode before the devtools mode): the page loads at full
 *    speed and Lantern computes the metrics a throttled load would have had;
 *  - `devtools`: DevTools really throttles the load (each request delayed, the bandwidth capped, the
 *    CPU slowed) and the metrics are what the slowed browser did, not a model of it. Noisier (a
 *    real 4x CPU slowdown of whatever this machine is doing), and Lighthouse waits 5.25 s of quiet
 *    instead of 1 s at the end of each load, so a run takes longer.
 */

export const LIGHTHOUSE_MODES = ['simulate', 'devtools'] as const;
export type LighthouseMode = (typeof LIGHTHOUSE_MODES)[number];

/** How the table and the budget lines name a mode. */
export const MODE_LABEL: Record<LighthouseMode, string> = { simulate: 'simulated', devtools: 'devtools' };

/**
 * `--mode=devtools`, `--mode simulate` (one mode only, to keep a look at one of them cheap); both
 * modes without the flag. An unknown mode is an error rather than a run that silently measures
 * something else.
 */
export function modesFromArgs(argv: readonly string[]): LighthouseMode[] {
  const at = argv.findIndex((arg) => arg === '--mode' || arg.startsWith('--mode='));
  if (at < 0) return [...LIGHTHOUSE_MODES];
  const arg = argv[at]!;
  const value = arg === '--mode' ? argv[at + 1] : arg.slice('--mode='.length);
  const mode = LIGHTHOUSE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`--mode takes ${LIGHTHOUSE_MODES.join(' or ')}, not ${value ?? 'nothing'}`);
  return [mode];
}

/** The settings of that mode, passed to lighthouse() beside the bench's own flags. */
export async function throttlingFlags(mode: LighthouseMode) {
  // Simulate: Lighthouse's defaults, unchanged, so the figures stay comparable with the baseline.
  if (mode === 'simulate') return {};
  // The mobile profile Lighthouse itself uses (taken from it, not copied: a Lighthouse update that
  // retunes the profile moves both modes together). In 12.8.2: 150 ms RTT x 3.75 = 562.5 ms per
  // request, 1.6 Mbit/s x 0.9 down, 750 kbit/s x 0.9 up, the CPU 4x slower.
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const profile = throttling.mobileSlow4G;
  return {
    throttlingMethod: 'devtools' as const,
    throttling: {
      requestLatencyMs: profile.requestLatencyMs,
      downloadThroughputKbps: profile.downloadThroughputKbps,
      uploadThroughputKbps: profile.uploadThroughputKbps,
      cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier,
    },
  };
}
