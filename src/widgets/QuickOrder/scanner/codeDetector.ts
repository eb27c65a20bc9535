/** What the scanner view asks of a detector (the browser's or ZXing's): the codes in the camera's current image. */
export interface CodeDetector {
  detect(image: HTMLVideoElement): Promise<string[]>;
}
