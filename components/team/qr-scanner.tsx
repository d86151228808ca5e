'use client';

import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { browserQrDetector, createQrReader, loadJsQr, type Frame } from '@/lib/events/qr-reader';
import styles from './qr-scanner.module.css';

/** How often a frame is read: four a second is quick for a person holding a phone, light on its battery. */
const FRAME_INTERVAL_MS = 250;

/**
 * The phone's back camera, reading QR codes until one is found (then `onCode`) or the scanner is
 * closed. A camera that cannot be opened says so; the door can always search by name instead.
 */
export function QrScanner({
  onCode,
  label,
  failedText,
}: {
  onCode: (text: string) => void;
  label: string;
  failedText: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const read = createQrReader({ detector: browserQrDetector, loadJsQr });
    const frame = (element: HTMLVideoElement): Frame => ({
      source: element,
      pixels: () => {
        const { videoWidth: width, videoHeight: height } = element;
        const context = width && height ? canvas.getContext('2d', { willReadFrequently: true }) : null;
        if (!context) return null;
        canvas.width = width;
        canvas.height = height;
        context.drawImage(element, 0, 0, width, height);
        return { data: context.getImageData(0, 0, width, height).data, width, height };
      },
    });
    const tick = async () => {
      const element = video.current;
      if (stopped || !element) return;
      const text = element.readyState >= 2 ? await read(frame(element)).catch(() => null) : null;
      if (stopped) return;
      if (text) found.current(text);
      timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        void tick();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (failed) return <Alert severity="warning">{failedText}</Alert>;
  return <video ref={video} aria-label={label} muted playsInline className={styles.video} />;
}
