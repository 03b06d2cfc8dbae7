/**
 * The devices area's strings (see pt-BR.ts): /devices and /devices/{mac} (spec 3 §2 'Devices', §4, §8).
 * Quoted spec text is exact; the rest is ours.
 */
import { dbm, mbps, num } from './number.ts';
import { plural } from './pt-BR.ts';
import { reservation } from './reservation.ts';

export const devices = {
  // the list (spec 3 §2)
  group: (network: string) => `Conectados na rede ${network}`,
  blocked: 'Dispositivos Bloqueados',
  unknown: 'Desconhecido',
  wired: 'Cabeada',
  empty: 'Nenhum dispositivo conectado no momento.',
  loadError: 'Não foi possível carregar os dispositivos conectados.',
  open: (name: string, mac: string) => `${name}, ${mac}`,
  download: 'Download',
  upload: 'Upload',
  rate: (value: number) => mbps(value),
  /** before the second reading there is no rate to show */
  measuring: '— Mbps',
  signal: (level: number) => dbm(level),
  generation: (g: string) => `Wi-Fi ${g}`,
  /** a mode code outside 0–13 */
  generationUnknown: 'Wi-Fi',

  // the detail (spec 3 §2, §4)
  connected: 'Conectado',
  disconnected: 'Desconectado',
  status: 'Status',
  connection: 'Conexão',
  connectedVia: (place: string) => `via ${place}`,
  wifiGeneration: 'Geração Wi-Fi',
  signalLevel: 'Nível de sinal',
  signalQuality: { good: 'Bom', moderate: 'Moderado', bad: 'Ruim' },
  notConnected: 'Sem conexão',
  blockStatus: 'Bloqueio',
  block: { active: 'Ativo', scheduled: 'Agendado', inactive: 'Inativo' },
  bandControl: 'Controle de banda',
  bandNone: 'Sem regra',
  bandLimit: 'Limitar',
  bandPrioritize: 'Priorizar',
  /** a rule's rates, stored in kbps, shown in Mbps (spec 3 §2: divided by 1000, two decimals) */
  bandRates: (downloadKbps: number, uploadKbps: number) => `Download ${mbps(downloadKbps / 1000)} · Upload ${mbps(uploadKbps / 1000)}`,
  urlFilters: 'Filtros de URL',
  urlCount: (n: number) => (n === 0 ? 'Nenhum filtro' : plural(n, 'filtro', 'filtros')),
  parentalError: 'Indisponível',
  parentalLoading: 'Carregando…',
  info: 'Informações',
  ipv4: 'IPv4',
  ipv6LinkLocal: 'IPv6 link local',
  ipv6: (n: number) => `IPv6 ${n}`,
  mac: 'MAC',
  network: 'Rede',
  protocol: 'Protocolo Wi-Fi',
  linkSpeed: 'Velocidade do link',
  linkSpeedValue: (value: number) => `${num(value)} Mbps`,
  none: '—',

  // DMZ and the IP reservation (spec 3 §4 DMZ, §8)
  addressing: 'Endereçamento',
  dmz: 'Definir como DMZ',
  dmzHint: 'Todas as conexões da internet não solicitadas vão para este dispositivo.',
  fixIp: 'Fixar Endereço IP',
  fixIpHint: 'O servidor DHCP sempre entregará a este dispositivo o mesmo endereço IP.',
  noAddress: 'O dispositivo ainda não tem um endereço IPv4.',
  replaceDmzTitle: 'Substituir o DMZ',
  replaceDmzBody: (current: string) =>
    `O dispositivo com o endereço ${current} é o DMZ agora. Deseja que este dispositivo o substitua?`,
  replace: 'Substituir',
  dmzError: 'Não foi possível alterar o DMZ.',
  addressingError: 'Não foi possível carregar o DMZ e as reservas de IP.',
  ...reservation,
} as const;
