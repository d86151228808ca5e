'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import {
  createSpeechController,
  speechSupported,
  speechText,
  subscribeVoices,
  voiceStatus,
  type SpeechController,
  type SpeechState,
  type VoiceStatus,
} from '@/lib/speech/article-speech';
import { SiteIcon, type SiteIconName } from '@/components/icons/site-icon';
import styles from './listen-control.module.css';

// The server cannot know about speech, so it and the hydrating render show nothing and match.
const serverVoiceStatus = (): VoiceStatus => 'unsupported';

/** "Listen": reads the article's title and description aloud in Hindi. Render it keyed on the article. */
export function ListenControl({ title, description }: { title: string; description: string }) {
  const t = useTranslations('News');
  const voices = useSyncExternalStore(subscribeVoices, voiceStatus, serverVoiceStatus);
  const [state, setState] = useState<SpeechState>('idle');
  const controller = useRef<SpeechController | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const text = speechText({ title, description });

  useEffect(() => {
    if (!speechSupported()) return;
    const speech = createSpeechController(window.speechSynthesis, window.SpeechSynthesisUtterance, text, (next) => {
      // Stop disappears on idle; keep the keyboard user's place on the toggle instead of losing focus to the page.
      if (next === 'idle' && stopRef.current !== null && stopRef.current === document.activeElement) {
        toggleRef.current?.focus();
      }
      setState(next);
    });
    controller.current = speech;
    // Closing the dialog or opening another article silences this one.
    return () => {
      speech.stop();
      controller.current = null;
    };
  }, [text]);

  if (voices === 'unsupported') return null;

  const toggle = () => {
    if (state === 'speaking') controller.current?.pause();
    else if (state === 'paused') controller.current?.resume();
    else controller.current?.start();
  };
  // One button whose text follows the state, so focus stays put as it changes.
  const { label, icon }: { label: string; icon: SiteIconName } = {
    idle: { label: t('listen.listen'), icon: 'volumeUp' as const },
    speaking: { label: t('listen.pause'), icon: 'pause' as const },
    paused: { label: t('listen.resume'), icon: 'playArrow' as const },
  }[state];

  return (
    <div className={styles.listen}>
      <div role="group" aria-label={t('listen.group')} className={styles.buttons}>
        <Button ref={toggleRef} variant="outlined" startIcon={<SiteIcon name={icon} />} onClick={toggle}>
          {label}
        </Button>
        {state !== 'idle' && (
          <Button
            ref={stopRef}
            variant="outlined"
            startIcon={<SiteIcon name="stop" />}
            onClick={() => controller.current?.stop()}
          >
            {t('listen.stop')}
          </Button>
        )}
      </div>
      {voices === 'none' && <p className={styles.noVoice}>{t('listen.noHindiVoice')}</p>}
    </div>
  );
}
