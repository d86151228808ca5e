/**
 * Reads a QR code from the phone's camera: the browser's own BarcodeDetector where it has one
 * (Chrome on Android), else jsQR, a kept decoder loaded only then, on a frame drawn on a canvas.
 */

/** The one call of the BarcodeDetector this needs (not yet in TypeScript's DOM types). */
interface QrDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

export interface QrReaderDeps {
  /** The browser's detector, when it has one that reads QR codes. */
  detector: () => Promise<QrDetector | null>;
  loadJsQr: () => Promise<JsQr>;
}

/** A frame as pixels, for jsQR. */
export interface Frame {
  source: CanvasImageSource;
  pixels: () => { data: Uint8ClampedArray; width: number; height: number } | null;
}

/** A reader of frames: the first call picks the decoder, each call answers the code's text or null. */
export function createQrReader({ detector, loadJsQr }: QrReaderDeps) {
  let decoder: Promise<(frame: Frame) => Promise<string | null>> | undefined;
  const pick = async () => {
    const native = await detector().catch(() => null);
    if (native) {
      return async (frame: Frame) => (await native.detect(frame.source))[0]?.rawValue ?? null;
    }
    const jsQr = await loadJsQr();
    return async (frame: Frame) => {
      const image = frame.pixels();
      return image ? (jsQr(image.data, image.width, image.height)?.data ?? null) : null;
    };
  };
  return async (frame: Frame): Promise<string | null> => {
    decoder ??= pick();
    return (await decoder)(frame);
  };
}

/** The browser's BarcodeDetector for QR codes, or null where it has none or it cannot read them. */
export async function browserQrDetector(): Promise<QrDetector | null> {
  const Detector = (
    globalThis as {
      BarcodeDetector?: {
        new (options: { formats: string[] }): QrDetector;
        getSupportedFormats(): Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  if (!Detector || !(await Detector.getSupportedFormats()).includes('qr_code')) return null;
  return new Detector({ formats: ['qr_code'] });
}

export const loadJsQr = async (): Promise<JsQr> => (await import('jsqr')).default;
