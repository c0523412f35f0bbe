/** Text of the capture view. */
export type CameraProblem = 'unsupported' | 'insecure' | 'denied' | 'no_camera' | 'busy' | 'failed';

export const CAMERA_PROBLEM_MESSAGES: Record<CameraProblem, string> = {
  unsupported: 'This browser cannot open the camera from a web page.',
  insecure: 'The camera can only be opened on a secure (https) connection.',
  denied:
    'Camera access was refused. Allow the camera for this site in the browser settings, or take the photo with the camera app below.',
  no_camera: 'No camera was found on this device.',
  busy: 'The camera is in use by another app. Close it and try again, or use the photo picker below.',
  failed: 'The camera could not be started.',
};

export const captureCopy = {
  title: 'Take photo',
  starting: 'Starting the camera…',
  loadingChecks: 'Loading the photo checks…',
  checksFailed: 'The live photo checks could not start; the photo will still be checked after upload.',
  fallbackTitle: 'Camera unavailable',
  fallbackInput: 'Take or choose a photo',
  fallbackHint: 'Your phone opens its camera app; keep the sticker beside the wound in the photo.',
  chooseFile: 'Use the photo picker instead',
  shutter: 'Take photo',
  shutterWaiting: 'Take photo (waiting for the checks to pass)',
  review: 'Check the photo',
  retake: 'Retake',
  usePhoto: 'Use photo',
  close: 'Close camera',
} as const;
