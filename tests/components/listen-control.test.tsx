import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListenControl } from '@/components/news/listen-control';
import { chooseHindiVoice, speechText } from '@/lib/speech/article-speech';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const TITLE = 'सासाराम में रोजगार मेला';
const DESCRIPTION = 'ज़िले के युवाओं के लिए सोमवार को मेला लगेगा।';
const l = en.News.listen;

const voice = (lang: string, name: string, localService = true): SpeechSynthesisVoice => ({
  lang,
  name,
  localService,
  voiceURI: name,
  default: false,
});
const ENGLISH = voice('en-US', 'English');
const HINDI = voice('hi-IN', 'Hindi');

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(public text: string) {}
}

/** Records what the component asks of the browser; the test plays the browser's part (onend, voiceschanged). */
class FakeSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  getVoices = () => this.voices;
  speak = vi.fn((u: FakeUtterance) => void this.spoken.push(u));
  pause = vi.fn();
  resume = vi.fn();
  cancel = vi.fn();
}

let synth: FakeSynthesis;
const install = (voices: SpeechSynthesisVoice[], withUtterance = true) => {
  synth = new FakeSynthesis();
  synth.voices = voices;
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  if (withUtterance)
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
};
const lastUtterance = () => synth.spoken.at(-1)!;

const tree = (messages: typeof en = en, locale = 'en') => (
  <NextIntlClientProvider locale={locale} messages={{ News: messages.News }}>
    <ListenControl title={TITLE} description={DESCRIPTION} />
  </NextIntlClientProvider>
);
const toggle = (name: string) => screen.getByRole('button', { name });

describe('ListenControl', () => {
  afterEach(() => {
    // @ts-expect-error: removing the fake installed above.
    delete window.speechSynthesis;
    // @ts-expect-error: as above.
    delete window.SpeechSynthesisUtterance;
  });

  it.each([
    ['speechSynthesis', () => {}],
    ['SpeechSynthesisUtterance', () => install([HINDI], false)],
  ])('is hidden without %s', (_, setup) => {
    setup();
    expect('SpeechSynthesisUtterance' in window).toBe(false);
    render(tree());
    expect(screen.queryByRole('group', { name: l.group })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.listen })).not.toBeInTheDocument();
  });

  it('renders nothing on the server, so hydration matches', () => {
    install([HINDI]);
    expect(renderToString(tree())).not.toContain(l.listen);
  });

  it('reads title then description in hi-IN with the Hindi voice', async () => {
    install([ENGLISH, voice('hi', 'Generic Hindi'), HINDI]);
    render(tree());
    expect(screen.getByRole('group', { name: l.group })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.stop })).not.toBeInTheDocument();
    await userEvent.click(toggle(l.listen));
    expect(synth.speak).toHaveBeenCalledTimes(1);
    expect(synth.cancel.mock.invocationCallOrder[0]).toBeLessThan(synth.speak.mock.invocationCallOrder[0]!);
    expect(lastUtterance().text).toBe(`${TITLE}। ${DESCRIPTION}`);
    expect(lastUtterance().lang).toBe('hi-IN');
    expect(lastUtterance().voice).toBe(HINDI);
    expect(toggle(l.pause)).toBeInTheDocument();
    expect(toggle(l.stop)).toBeInTheDocument();
    expect(screen.queryByText(l.noHindiVoice)).not.toBeInTheDocument();
  });

  it('without a Hindi voice says so, once voices arrive, and still speaks hi-IN', async () => {
    install([]);
    render(tree());
    expect(screen.queryByText(l.noHindiVoice)).not.toBeInTheDocument();
    synth.voices = [ENGLISH];
    act(() => void synth.dispatchEvent(new Event('voiceschanged')));
    expect(screen.getByText(l.noHindiVoice)).toBeInTheDocument();
    await userEvent.click(toggle(l.listen));
    expect(lastUtterance().lang).toBe('hi-IN');
    expect(lastUtterance().voice).toBeNull();
  });

  it('pauses and resumes on the same, still focused, button', async () => {
    install([HINDI]);
    render(tree());
    await userEvent.click(toggle(l.listen));
    const button = toggle(l.pause);
    await userEvent.click(button);
    expect(synth.pause).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName(l.resume);
    expect(button).toHaveFocus();
    expect(synth.resume).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(synth.resume).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName(l.pause);
  });

  it.each([
    ['speaking', [l.listen]],
    ['paused', [l.listen, l.pause]],
  ])('Stop while %s cancels and returns to Listen', async (_, clicks) => {
    install([HINDI]);
    render(tree());
    for (const name of clicks) await userEvent.click(toggle(name));
    synth.cancel.mockClear();
    await userEvent.click(toggle(l.stop));
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(toggle(l.listen)).toHaveFocus();
    expect(screen.queryByRole('button', { name: l.stop })).not.toBeInTheDocument();
  });

  it.each(['onend', 'onerror'] as const)('returns to Listen on %s', async (handler) => {
    install([HINDI]);
    render(tree());
    await userEvent.click(toggle(l.listen));
    act(() => lastUtterance()[handler]?.(new Event('end')));
    expect(toggle(l.listen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.stop })).not.toBeInTheDocument();
  });

  it('ignores a late error from an utterance it already cancelled', async () => {
    install([HINDI]);
    render(tree());
    await userEvent.click(toggle(l.listen));
    const first = lastUtterance();
    await userEvent.click(toggle(l.stop));
    await userEvent.click(toggle(l.listen));
    act(() => first.onerror?.(new Event('error')));
    expect(toggle(l.pause)).toBeInTheDocument();
  });

  it('cancels speech and stops listening for voices when unmounted', async () => {
    install([HINDI]);
    const removed = vi.spyOn(synth, 'removeEventListener');
    const { unmount } = render(tree());
    await userEvent.click(toggle(l.listen));
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith('voiceschanged', expect.any(Function));
  });

  it('has Hindi labels with the Hindi catalog', async () => {
    install([HINDI]);
    render(tree(hi, 'hi'));
    expect(screen.getByRole('group', { name: 'यह ख़बर सुनें' })).toBeInTheDocument();
    await userEvent.click(toggle('सुनें'));
    expect(toggle('रोकें')).toBeInTheDocument();
    expect(toggle('बंद करें')).toBeInTheDocument();
  });
});

describe('article speech helpers', () => {
  it('prefers exact hi-IN, then a local voice, and finds none among other languages', () => {
    const remoteExact = voice('hi-IN', 'Remote', false);
    const localExact = voice('hi-IN', 'Local');
    const plainHi = voice('hi', 'Plain');
    expect(chooseHindiVoice([plainHi, remoteExact, localExact])).toBe(localExact);
    expect(chooseHindiVoice([plainHi, remoteExact])).toBe(remoteExact);
    expect(chooseHindiVoice([ENGLISH, voice('hi_IN', 'Android')])?.name).toBe('Android');
    expect(chooseHindiVoice([ENGLISH, voice('him-IN', 'Himachali')])).toBeUndefined();
  });

  it('joins title and description with one danda', () => {
    expect(speechText({ title: TITLE, description: DESCRIPTION })).toBe(`${TITLE}। ${DESCRIPTION}`);
    expect(speechText({ title: 'क्या हुआ?', description: 'कुछ' })).toBe('क्या हुआ? कुछ');
    expect(speechText({ title: TITLE, description: ' ' })).toBe(TITLE);
  });
});
