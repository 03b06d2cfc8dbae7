/**
 * The dashboard strings (see pt-BR.ts): one module per area, so a page loads only its own text
 * and /login stays small. Quoted spec text is exact.
 */
import { dbm, ghz, mbps } from './number.ts';
import { plural } from './pt-BR.ts';

export const dashboard = {
  internet: 'Internet',
  internetActive: 'Ativa',
  internetInactive: 'Inativa',
  internetChecking: 'Verificando a conexão a cada 5 segundos.',
  uptime: 'Tempo ligado',
  remote: 'Conexão remota',
  remoteOnline: 'Online',
  remoteOffline: 'Offline',
  remoteOnlineBody: 'O roteador alcança o serviço remoto.',
  remoteOfflineBody: 'O roteador não alcança o serviço remoto.',

  traffic: 'Tráfego da internet',
  download: 'Download',
  upload: 'Upload',
  mbps: 'Mbps',
  measuring: 'Medindo…',
  trafficGraph: (download: number, upload: number) =>
    `Gráfico do tráfego nos últimos 5 minutos. Agora: download ${mbps(download)}, upload ${mbps(upload)}.`,
  trafficGraphWaiting: 'Gráfico do tráfego: coletando as primeiras medições.',
  graphStart: '5 min atrás',
  graphMiddle: '2,5 min',
  graphEnd: 'agora',
  trafficError: 'Não foi possível medir o tráfego agora. Tentando novamente…',

  wifiCard: 'Redes Wi-Fi',
  wifiCardEmpty: 'Nenhuma rede Wi-Fi ativa.',
  guest: 'convidados',
  radioCard: 'Configurações de rede',
  radioOff: 'Desativado',
  channel: (channel: number, automatic: boolean) => (automatic ? `Canal automático (${channel})` : `Canal ${channel}`),
  devicesCard: 'Dispositivos',
  devicesCount: (n: number) => (n === 0 ? 'Nenhum dispositivo conectado' : plural(n, 'dispositivo conectado', 'dispositivos conectados')),
  bandControlCard: 'Controle de banda',
  bandControlBody: 'Limite a velocidade de cada dispositivo.',
  alexaCard: 'Assistente Alexa',
  alexaRegistered: 'Registrado',
  alexaNotRegistered: 'Não registrado',
  unavailable: 'Informação indisponível',

  connection: 'Conexão',
  wanRow: 'Internet (WAN)',
  lanRow: 'Rede local (LAN)',
  apLinkRow: 'Link com o roteador principal',
  repeaterRow: 'Rede repetida',
  details: 'Detalhes',
  /** completes the 'Detalhes' button's accessible name (visually hidden) */
  detailsOf: { wan: ' da WAN', lan: ' da LAN', apLink: ' do link', repeater: ' do repetidor' },
  wanDetails: 'Detalhes da WAN',
  lanDetails: 'Detalhes da LAN',
  apLinkDetails: 'Status do link do ponto de acesso',
  repeaterDetails: 'Conexão do repetidor',
  connected: 'Conectado',
  disconnected: 'Desconectado',
  wanMode: 'Tipo de conexão',
  wanModes: { 0: 'Automático (DHCP)', 1: 'IP estático', 2: 'PPPoE' },
  ip: 'Endereço IP',
  netmask: 'Máscara de sub-rede',
  gateway: 'Gateway',
  mainRouter: 'Roteador principal (gateway)',
  dns: 'Servidores DNS',
  dnsAutomatic: 'automáticos',
  mac: 'Endereço MAC',
  mtu: 'MTU',
  connectionUptime: 'Tempo de conexão',
  linkState: 'Estado',
  ipv6: (n: number) => `Endereço IPv6 ${n}`,
  ipv6Gateway: 'Gateway IPv6',
  ipv6None: 'IPv6',
  none: 'Nenhum',
  network: 'Rede (SSID)',
  band: 'Frequência',
  bandName: (band: string) => ghz(band),
  signal: 'Sinal',
  signalValue: (level: number, quality: string) => `${dbm(level)} (${quality})`,
  noRepeaterNetwork: 'O repetidor ainda não está conectado a uma rede.',

  mesh: 'Rede inMesh',
  meshUnavailable: 'A rede inMesh está indisponível no momento. Tentando novamente…',
  meshEmpty: 'Nenhum roteador na rede inMesh.',
  mainNode: 'Nó principal',
  nodeStates: { online: 'Online', offline: 'Offline', applying: 'Online', syncing: 'Sincronizando', outOfMesh: 'Fora da rede' },
  applying: 'Aplicando configurações…',
  signalLevels: { wired: 'Cabeado', good: 'Sinal bom', moderate: 'Sinal moderado', bad: 'Sinal ruim' },
  wifiQuality: { good: 'bom', moderate: 'moderado', bad: 'ruim' },
  view: 'Ver',
  viewNode: (name: string) => `Ver ${name}`,
  rename: 'Renomear',
  renameNode: (name: string) => `Renomear ${name}`,
  remove: 'Remover',
  removeNode: (name: string) => `Remover ${name}`,
  addNode: 'Adicionar roteador',
  unnamedNode: 'Sem nome',

  updateTitle: 'Nova versão de firmware disponível',
  updateBody: (current: string, last: string) =>
    `A versão ${last} do firmware está disponível para o seu roteador (versão atual: ${current}). Deseja atualizar agora?`,
  updateNow: 'Atualizar agora',
  updateSkip: 'Pular esta versão',
  updateLater: 'Agora não',
} as const;

/** Uptime as days, hours and mm:ss: '2 dias, 3 horas e 04:05', '3 horas e 04:05', '04:05'. */
export function uptimeText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  if (days > 0) return `${plural(days, 'dia', 'dias')}, ${plural(hours, 'hora', 'horas')} e ${clock}`;
  if (hours > 0) return `${plural(hours, 'hora', 'horas')} e ${clock}`;
  return clock;
}
