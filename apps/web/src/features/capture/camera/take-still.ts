/** The full-resolution still: ImageCapture.takePhoto() where the browser has it, else the video frame at its own size. */
interface PhotoCapabilities {
  imageWidth?: { max?: number };
  imageHeight?: { max?: number };
}
interface ImageCaptureLike {
  takePhoto(settings?: { imageWidth?: number; imageHeight?: number }): Promise<Blob>;
  getPhotoCapabilities(): Promise<PhotoCapabilities>;
}
type ImageCaptureCtor = new (track: MediaStreamTrack) => ImageCaptureLike;

function imageCaptureFor(track: MediaStreamTrack): ImageCaptureLike | null {
  const Ctor = (globalThis as { ImageCapture?: ImageCaptureCtor }).ImageCapture;
  if (!Ctor) return null;
  try {
    return new Ctor(track);
  } catch {
    return null;
  }
}

/** Long side (px) of the photo the shutter will take. */
export async function photoLongSide(track: MediaStreamTrack, video: HTMLVideoElement): Promise<number> {
  const videoLong = Math.max(video.videoWidth, video.videoHeight);
  const ic = imageCaptureFor(track);
  if (!ic) return videoLong;
  try {
    const caps = await ic.getPhotoCapabilities();
    return Math.max(caps.imageWidth?.max ?? 0, caps.imageHeight?.max ?? 0, videoLong);
  } catch {
    return videoLong;
  }
}

function stamp(d: Date) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

async function videoFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the frame could not be encoded'))), 'image/jpeg', 0.95),
  );
}

export interface Still {
  file: File;
  source: 'image-capture' | 'video-frame';
}

export async function takeStill(track: MediaStreamTrack, video: HTMLVideoElement): Promise<Still> {
  const base = `wound-photo-${stamp(new Date())}`;
  const ic = imageCaptureFor(track);
  if (ic) {
    try {
      const caps = await ic.getPhotoCapabilities().catch(() => ({}) as PhotoCapabilities);
      const settings =
        caps.imageWidth?.max && caps.imageHeight?.max
          ? { imageWidth: caps.imageWidth.max, imageHeight: caps.imageHeight.max }
          : undefined;
      const blob = await ic.takePhoto(settings);
      if (blob.size > 0 && blob.type.startsWith('image/'))
        return {
          file: new File([blob], `${base}.${blob.type === 'image/png' ? 'png' : 'jpg'}`, { type: blob.type }),
          source: 'image-capture',
        };
    } catch {
      /* some cameras refuse takePhoto: use the video frame */
    }
  }
  const blob = await videoFrame(video);
  return { file: new File([blob], `${base}.jpg`, { type: 'image/jpeg' }), source: 'video-frame' };
}
