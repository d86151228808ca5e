import { writeFile } from 'node:fs/promises';
import type { Browser, BrowserType } from '@playwright/test';
import { create } from 'qrcode';
import chromium from './chromium.json';

/**
 * A phone's camera pointed at a QR code, for a test: Chromium's fake camera plays a Y4M file, here
 * one still frame of `text`'s code, black on white, as a printed or screen code looks to a camera.
 */
export async function qrVideoFile(text: string, file: string): Promise<string> {
  const width = 640;
  const height = 480;
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(width, height) / (modules.size + 8));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  // YUV 4:2:0: the picture's brightness, then colour planes at half size (128: no colour).
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(
          16,
          (top + y * scale + dy) * width + left + x * scale,
          (top + y * scale + dy) * width + left + (x + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  await writeFile(file, Buffer.concat([header, luma, chroma]));
  return file;
}

/**
 * A browser whose camera shows `videoFile`, allowed without asking: the full Chromium (the headless
 * shell opens no camera).
 */
export function browserWithCamera(browserType: BrowserType, videoFile: string): Promise<Browser> {
  return browserType.launch({
    executablePath: chromium.defaultPath,
    args: [
      ...chromium.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  });
}
