import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Text of the capture view (workspace catalog messages, read with say()). */
export type CameraProblem = 'unsupported' | 'insecure' | 'denied' | 'no_camera' | 'busy' | 'failed';

export const CAMERA_PROBLEM_MESSAGES: Record<CameraProblem, MessageDescriptor> = {
  unsupported: msg`This browser cannot open the camera from a web page.`,
  insecure: msg`The camera can only be opened on a secure (https) connection.`,
  denied: msg`Camera access was refused. Allow the camera for this site in the browser settings, or take the photo with the camera app below.`,
  no_camera: msg`No camera was found on this device.`,
  busy: msg`The camera is in use by another app. Close it and try again, or use the photo picker below.`,
  failed: msg`The camera could not be started.`,
};

export const captureCopy = {
  title: msg`Take photo`,
  starting: msg`Starting the camera…`,
  loadingChecks: msg`Loading the photo checks…`,
  checksFailed: msg`The live photo checks could not start; the photo will still be checked after upload.`,
  fallbackTitle: msg`Camera unavailable`,
  fallbackInput: msg`Take or choose a photo`,
  fallbackHint: msg`Your phone opens its camera app; keep the sticker beside the wound in the photo.`,
  chooseFile: msg`Use the photo picker instead`,
  shutter: msg`Take photo`,
  shutterWaiting: msg`Take photo (waiting for the checks to pass)`,
  review: msg`Check the photo`,
  retake: msg`Retake`,
  usePhoto: msg`Use photo`,
  close: msg`Close camera`,
  preview: msg`Camera preview`,
  photoTaken: msg`The photo just taken`,
  checks: msg`Photo checks`,
  /** a live check's state, said after its name to a screen reader */
  checkState: {
    passes: msg`passes`,
    fails: msg`fails`,
    notMeasured: msg`not measured`,
  },
} as const;
