/**
 * GET voice_assistant while the page is open, through the one poller (spec 1 §4, §9): every 5 s while
 * waiting for the registration, every 15 s otherwise. A page-local resource: each visit reads afresh.
 */
import { useEffect, useRef, useState } from 'react';
import type { VoiceAssistant } from '@roteador/contract';
import { timing } from '@roteador/contract';
import { getVoiceAssistant } from '../../api/alexa.ts';
import { usePoller } from '../../state/poller.ts';
import { createResource, type Resource } from '../../state/resource.ts';
import { nextProgress, pollInterval, type AlexaView } from './flow.ts';

export interface AlexaPoll {
  assistant: Resource<VoiceAssistant>;
  /** Reads now (sharing a read in flight) and restarts the interval from here. */
  refresh: () => Promise<void>;
}

export function useAlexaPoll(view: AlexaView, onAnswer: (answer: VoiceAssistant) => void): AlexaPoll {
  const [assistant] = useState(() => createResource<VoiceAssistant>(() => getVoiceAssistant()));
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  const intervalMs = pollInterval(view);

  const poll = usePoller<VoiceAssistant>({
    intervalMs,
    fetch: () => getVoiceAssistant(),
    onData: (answer) => {
      assistant.receive(answer);
      answered.current(answer);
    },
    onError: (error) => assistant.fail(error),
    retryMs: timing.poll.retryRouter,
    maxRetryMs: intervalMs,
  }, [intervalMs, assistant]);

  return { assistant, refresh: poll.refresh };
}

/** The waiting bar: 10 % more each second while active, cycling (setTimeout only: the page clock drives it). */
export function useCyclingProgress(active: boolean, stepMs = timing.wait.countdownTick): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!active) {
      setValue(0);
      return;
    }
    const timer = setTimeout(() => setValue(nextProgress), stepMs);
    return () => clearTimeout(timer);
  }, [active, value, stepMs]);
  return value;
}
