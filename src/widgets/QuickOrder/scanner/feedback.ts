/**
 * What the buyer notices of a read besides the picture: a short beep (WebAudio, no sound file) that
 * can be turned off, and a vibration where the device has one. The sound choice is kept in
 * localStorage; storage that cannot be used only costs the memory of it.
 */
const SOUND_KEY = 'b2b-scan-sound';

export function soundWanted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function keepSoundChoice(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    /* not remembered: the choice holds for this view */
  }
}

let audio: AudioContext | null = null;

/** A high short beep for a product found, a low longer one for a code the shop does not know. */
export function beep(ok: boolean): void {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  try {
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const now = audio.currentTime;
    const length = ok ? 0.12 : 0.3;
    oscillator.type = 'square';
    oscillator.frequency.value = ok ? 1760 : 330;
    gain.gain.setValueAtTime(0.08, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + length);
  } catch (error) {
    console.warn('[b2b] the scan sound could not be played:', error);
  }
}

export function vibrate(ok: boolean): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(ok ? 60 : [80, 60, 80]);
}
