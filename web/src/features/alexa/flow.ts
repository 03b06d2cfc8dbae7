/**
 * Which screen of /amazon/alexa shows (spec 1 §2.10, §4 "Voice registration"): the four steps of the
 * registration flow, or the registered view. Pure, so the rules are tested without a browser.
 */
import { timing } from '@roteador/contract';

export type AlexaView =
  | 'loading'
  /** step 1: 'Comece agora' */
  | 'intro'
  /** step 2: the code and 'Registrar dispositivo' */
  | 'code'
  /** step 3: waiting for the confirmation (is_registered polled every 5 s) */
  | 'waiting'
  /** step 4: voice command suggestions and 'Finalizar' */
  | 'done'
  /** already registered: disassociate, equalization, volume, board id, firmware */
  | 'registered';

export const STEPS: readonly AlexaView[] = ['intro', 'code', 'waiting', 'done'];

/** The step number (1–4) of a flow view, or null outside the flow. */
export function stepOf(view: AlexaView): number | null {
  const i = STEPS.indexOf(view);
  return i < 0 ? null : i + 1;
}

/**
 * The view after an answer of GET voice_assistant. A registration seen after the user started the
 * flow (code shown or waiting) is the confirmation: step 4. Seen on the intro (registered elsewhere,
 * e.g. in the Alexa app) it is the registered view. The flow's ending (step 4) stays until 'Finalizar';
 * a device no longer registered (disassociated elsewhere) leaves the registered view for the intro.
 */
export function nextView(view: AlexaView, isRegistered: boolean): AlexaView {
  switch (view) {
    case 'loading':
      return isRegistered ? 'registered' : 'intro';
    case 'intro':
      return isRegistered ? 'registered' : 'intro';
    case 'code':
    case 'waiting':
      return isRegistered ? 'done' : view;
    case 'done':
      return 'done';
    case 'registered':
      return isRegistered ? 'registered' : 'intro';
  }
}

/** The interval GET voice_assistant is read at in a view: 5 s while waiting, else the 15 s refresh. */
export function pollInterval(view: AlexaView): number {
  return view === 'waiting' ? timing.poll.voiceRegistration : timing.poll.voiceInfo;
}

/** The waiting bar's next value: 10 % steps, back to the start after full (it shows activity, not progress). */
export function nextProgress(value: number): number {
  return value >= 100 ? 10 : value + 10;
}
