/**
 * The site survey (spec 2 §2.1 repeater step, spec 3 §2 'Tools', §3 'Site survey entry'): the networks the device
 * hears. Nothing is scanned: the neighbours are data. Eight fixed ones the wizard's repeater step relies on (both
 * bands, WPA-only and WEP-only, an open one, the three signal-icon levels), then a seeded crowd: 5 to 9 more,
 * varied in name, channel, security, protocol, width and signal, the same for the same seed on every read.
 * 5 GHz neighbours are heard only by dual-band devices. The UI's channel suggestion (contract suggestChannel) is
 * then the least used channel of the band, as the tests check against this list.
 */
import { Cipher, type SiteSurveyEntry } from '@roteador/contract';
import type { DeviceState } from './state.ts';
import { macOfBytes } from './build.ts';

type Fixed = Omit<SiteSurveyEntry, 'mac'> & { mac?: string };

/** 'Cafe-Antigo' is WPA only and 'Escritorio-WEP' WEP only (the repeater refuses both). */
const FIXED: readonly Fixed[] = [
  { ssid: 'Casa-Principal', channel: 6, signal_level: -48, cipher: Cipher.Wpa2, crypto: 2, op_mode: 8, bandwidth: '40', extension: 'lower' },
  { ssid: 'Casa-Principal-5G', channel: 36, signal_level: -63, cipher: Cipher.Wpa2, crypto: 2, op_mode: 9, bandwidth: '80', extension: '' },
  { ssid: 'Vizinho_2G', channel: 1, signal_level: -71, cipher: Cipher.WpaWpa2, crypto: 2, op_mode: 4, bandwidth: '20', extension: '' },
  { ssid: 'Vizinho_5G', channel: 149, signal_level: -78, cipher: Cipher.Wpa2Wpa3, crypto: 2, op_mode: 6, bandwidth: '80', extension: '' },
  { ssid: 'Cafe-Antigo', channel: 11, signal_level: -80, cipher: Cipher.Wpa, crypto: 0, op_mode: 3, bandwidth: '20', extension: '' },
  { ssid: 'Escritorio-WEP', channel: 3, signal_level: -67, cipher: Cipher.Wep, crypto: 0, op_mode: 0, bandwidth: '20', extension: '' },
  { ssid: 'Rede-Aberta-5G', channel: 44, signal_level: -58, cipher: Cipher.None, crypto: 0, op_mode: 5, bandwidth: '40', extension: '' },
  { ssid: 'Loja-WEP-5G', channel: 40, signal_level: -74, cipher: Cipher.Wep, crypto: 0, op_mode: 2, bandwidth: '20', extension: '' },
];

const NAMES = [
  'NET_2G4F1A', 'VIVO-8C21', 'CLARO_WIFI', 'Apto_302', 'Familia Souza', 'TP-Link_8C2E', 'Padaria do Ze',
  'Consultorio-Dra', 'Oi Fibra 9B1C', 'Galaxy A54', 'iPhone de Ana', 'Studio_Pilates', 'Bloco B - 14',
  'Mercadinho', 'Intelbras_W5', 'Escola_Infantil', 'Visitantes', 'Desktop-Wifi',
];
const CHANNELS_24 = [1, 1, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 11, 11, 12, 13];
const CHANNELS_5 = [36, 40, 44, 48, 149, 153, 157, 161, 165];
const SECURED = [Cipher.Wpa2, Cipher.Wpa2, Cipher.WpaWpa2, Cipher.Wpa2Wpa3, Cipher.Wpa3, Cipher.None, Cipher.Wpa, Cipher.Wep];
const OPMODES_24 = [0, 1, 3, 4, 4, 8, 11];
const OPMODES_5 = [2, 5, 6, 7, 9, 10, 12, 13];

/** mulberry32: small, seeded, the same sequence everywhere. */
function random(seed: number): () => number {
  let a = (seed * 2654435761 + 0x5eed) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function macOf(next: () => number): string {
  const bytes = Array.from({ length: 6 }, () => Math.floor(next() * 256));
  bytes[0] = (bytes[0] & 0xfc) | 0x02; // locally administered, unicast: never a real vendor's
  return macOfBytes(bytes);
}

/** Every neighbour of this seed, both bands. */
export function neighbours(seed: number): SiteSurveyEntry[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const fixed = FIXED.map((n) => ({ ...n, mac: macOf(next) }));
  const names = [...NAMES];
  const extra: SiteSurveyEntry[] = [];
  const count = 5 + Math.floor(next() * 5);
  for (let i = 0; i < count; i++) {
    const name = names.splice(Math.floor(next() * names.length), 1)[0];
    const five = next() < 0.4;
    const channel = pick(five ? CHANNELS_5 : CHANNELS_24);
    const op_mode = pick(five ? OPMODES_5 : OPMODES_24);
    const cipher = pick(SECURED);
    const bandwidth = five ? pick(['20', '40', '80', '80', '160']) : pick(['20', '20', '40']);
    // a 40 MHz 2.4 GHz pair has its extension on the side that stays inside 1–13
    const extension = !five && bandwidth === '40' ? (channel <= 4 ? 'upper' : channel >= 10 ? 'lower' : pick(['upper', 'lower'])) : '';
    extra.push({
      ssid: five ? `${name}-5G` : name,
      channel,
      mac: macOf(next),
      signal_level: -40 - Math.floor(next() * 50),
      cipher,
      crypto: cipher === Cipher.None || cipher === Cipher.Wep || cipher === Cipher.Wpa ? 0 : 2,
      op_mode,
      bandwidth,
      extension,
    });
  }
  return [...fixed, ...extra];
}

/** What the device hears (the seed's neighbours, or those a profile recorded): 5 GHz ones only on dual-band devices. */
export function siteSurvey(state: DeviceState, seed: number, recorded?: readonly SiteSurveyEntry[]): SiteSurveyEntry[] {
  const dual = state.network.radios.length > 1;
  return (recorded ? structuredClone([...recorded]) : neighbours(seed)).filter((n) => dual || n.channel <= 14);
}
