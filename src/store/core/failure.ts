/** A failed call, kept serialisable: what errorText() needs to say what went wrong. */
export interface FailureInfo {
  status: number;
  serverMessage: string | null;
  networkFailure: boolean;
  malformed: boolean;
}
