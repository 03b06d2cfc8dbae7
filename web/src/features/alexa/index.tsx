/** The Alexa area (the spec's voice assistant, spec 1 §2.10): one lazy chunk, loaded by the route /amazon/alexa. */
export { AlexaPage } from './alexa-page.tsx';
