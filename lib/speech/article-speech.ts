/** Reading a news article aloud with the browser's speech synthesis. The articles are Hindi whatever the interface language. */

export type SpeechState = 'idle' | 'speaking' | 'paused';
/** 'pending' until the browser lists its voices (Chrome fills the list late, after `voiceschanged`). */
export type VoiceStatus = 'unsupported' | 'pending' | 'hindi' | 'none';

export const SPEECH_LANG = 'hi-IN';

/** The best Hindi voice: exact hi-IN first, then one that works offline, then any Hindi one. */
export function chooseHindiVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const hindi = voices.filter((v) => {
    const lang = v.lang.toLowerCase().replace('_', '-');
    return lang === 'hi' || lang.startsWith('hi-');
  });
  const exact = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase() === 'hi-in';
  return (
    hindi.find((v) => exact(v) && v.localService) ?? hindi.find(exact) ?? hindi.find((v) => v.localService) ?? hindi[0]
  );
}

/** Title, then description, with a danda between them so the voice pauses as at a sentence end. */
export function speechText({ title, description }: { title: string; description: string }): string {
  const head = title.trim();
  const body = description.trim();
  if (!body) return head;
  if (!head) return body;
  return /[।?!.]$/.test(head) ? `${head} ${body}` : `${head}। ${body}`;
}

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

export function voiceStatus(): VoiceStatus {
  if (!speechSupported()) return 'unsupported';
  const voices = window.speechSynthesis.getVoices();
  if (voices.length === 0) return 'pending';
  return chooseHindiVoice(voices) ? 'hindi' : 'none';
}

/** For useSyncExternalStore: voices may arrive after the first render. */
export function subscribeVoices(onChange: () => void): () => void {
  if (!speechSupported()) return () => {};
  const synth = window.speechSynthesis;
  synth.addEventListener('voiceschanged', onChange);
  return () => synth.removeEventListener('voiceschanged', onChange);
}

export interface SpeechController {
  start(): void;
  pause(): void;
  resume(): void;
  /** Also what unmounting does; a no-op when idle, so it never silences someone else's speech. */
  stop(): void;
}

/** The idle → speaking ⇄ paused → idle machine around one text. */
export function createSpeechController(
  synth: SpeechSynthesis,
  Utterance: typeof SpeechSynthesisUtterance,
  text: string,
  onChange: (state: SpeechState) => void,
): SpeechController {
  let state: SpeechState = 'idle';
  // Only the latest utterance may report: cancel() makes the old one fire onerror ('interrupted'), sometimes late.
  let current: SpeechSynthesisUtterance | null = null;

  const set = (next: SpeechState) => {
    if (next === state) return;
    state = next;
    onChange(next);
  };
  const silence = () => {
    current = null;
    synth.cancel();
  };

  return {
    start() {
      // Whatever this or another page queued would otherwise play first.
      silence();
      const utterance = new Utterance(text);
      utterance.lang = SPEECH_LANG;
      const voice = chooseHindiVoice(synth.getVoices());
      if (voice) utterance.voice = voice;
      const finished = () => {
        if (current !== utterance) return;
        current = null;
        set('idle');
      };
      utterance.onend = finished;
      utterance.onerror = finished;
      current = utterance;
      synth.speak(utterance);
      set('speaking');
    },
    pause() {
      if (state !== 'speaking') return;
      synth.pause();
      set('paused');
    },
    resume() {
      if (state !== 'paused') return;
      synth.resume();
      set('speaking');
    },
    stop() {
      if (state === 'idle') return;
      silence();
      set('idle');
    },
  };
}
