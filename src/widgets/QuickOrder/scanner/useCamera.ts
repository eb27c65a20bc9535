import { useEffect, useState, type RefObject } from 'react';
import { cameraPrecondition, cameraProblem, type CameraProblem } from '../../../domain/quickOrder/cameraScan';

export type CameraState =
  { status: 'starting' } | { status: 'live' } | { status: 'problem'; problem: CameraProblem };

const stop = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * The back camera in `video` while the view is open and `wanted` (not when no detector can read it).
 * Every way it can fail is a state the view explains (not on HTTPS, no camera API, permission
 * refused, no camera, camera busy); the stream is stopped when the view closes or the camera is no
 * longer wanted, also when that happens before the camera has answered.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>, wanted = true): CameraState {
  const [state, setState] = useState<CameraState>(() => {
    const problem = cameraPrecondition({
      secure: window.isSecureContext,
      mediaDevices: typeof navigator.mediaDevices?.getUserMedia === 'function',
    });
    return problem ? { status: 'problem', problem } : { status: 'starting' };
  });
  const blocked = state.status === 'problem';

  useEffect(() => {
    const element = video.current;
    if (blocked || !wanted || !element) return;
    let closed = false;
    let stream: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      })
      .then(async (granted) => {
        stream = granted;
        if (closed) return stop(granted);
        element.srcObject = granted;
        await element.play();
        if (!closed) setState({ status: 'live' });
      })
      .catch((error: unknown) => {
        if (closed) return;
        stop(stream);
        console.warn('[b2b] the camera could not be started:', error);
        setState({ status: 'problem', problem: cameraProblem((error as { name?: string } | null)?.name) });
      });
    return () => {
      closed = true;
      stop(stream);
      element.srcObject = null;
    };
  }, [blocked, wanted, video]);

  return state;
}
