/**
 * The tools area's strings (see pt-BR.ts). Quoted spec text is exact (spec 3 §8); the rest is ours.
 * Page titles come from `pages` in pt-BR.ts.
 */
import { rttIsStar } from '@roteador/contract';
import { dbm, ghz, mhz, ms, num, percent } from './number.ts';
import { plural } from './pt-BR.ts';

const G24 = ghz('2.4');
const G5 = ghz('5');

/** /tools: the area's menu (spec 3 §2). */
export const toolsMenu = {
  label: 'Ferramentas',
  intro: 'Diagnóstico da rede e recursos para conectar novos dispositivos.',
  hints: {
    siteSurvey: 'Veja as redes Wi-Fi vizinhas e o canal mais livre.',
    ping: 'Teste se um endereço responde e em quanto tempo.',
    traceroute: 'Veja o caminho que os pacotes percorrem até um endereço.',
    wps: 'Conecte um dispositivo ao Wi-Fi sem digitar a senha.',
    iotAssistant: 'Abra uma janela de 30 minutos para parear dispositivos IoT.',
  },
} as const;

/** What ping and traceroute share. */
export const toolForm = {
  host: 'Endereço (host)',
  hostPlaceholder: 'exemplo.com.br ou 8.8.8.8',
  ip6: 'IPv6',
  advanced: 'Opções avançadas',
  result: 'Resultado',
  retry: 'Tentar novamente',
} as const;

export const ping = {
  intro: 'Envia pacotes ao endereço e mede se e em quanto tempo ele responde.',
  packetSize: 'Tamanho do pacote (bytes)',
  packets: 'Quantidade de pacotes',
  packetsHint: '0 usa o padrão do roteador (4).',
  hops: 'Limite de saltos (TTL)',
  deadline: 'Tempo limite (s)',
  deadlineHint: '0 = sem tempo limite.',
  submit: 'Executar ping',
  running: 'Executando ping…',
  /** spec 3 §8 */
  error: 'Houve um erro ao tentar realizar o ping',
  /** a value there is none of (the TTL when no reply came) */
  none: '—',
  labels: {
    host: 'Host',
    ip: 'Endereço IP',
    ttl: 'TTL',
    sent: 'Pacotes enviados',
    received: 'Pacotes recebidos',
    loss: 'Perda de pacotes',
    min: 'Tempo mínimo',
    avg: 'Tempo médio',
    max: 'Tempo máximo',
  },
} as const;

export const traceroute = {
  intro: 'Mostra cada roteador (salto) no caminho até o endereço e o tempo de resposta de cada um.',
  packetLen: 'Tamanho do pacote (bytes)',
  hops: 'Limite de saltos',
  deadline: 'Tempo limite (s)',
  deadlineHint: 'Por tentativa, em cada salto.',
  firstTtl: 'Primeiro TTL',
  submit: 'Executar traceroute',
  running: 'Executando traceroute…',
  /** spec 3 §8 */
  error: 'Houve um erro ao tentar realizar o traceroute',
  target: 'Destino',
  targetIp: 'Endereço IP',
  packetLenResult: 'Tamanho do pacote',
  bytes: (n: number) => `${num(n)} bytes`,
  hopsList: 'Saltos',
  noHops: 'Nenhum salto respondeu.',
  /** a hop whose three probes got no answer */
  noAnswer: 'Sem resposta',
  lostNote: '* = sem resposta dentro do tempo limite.',
} as const;

/** /tools/site_survey (spec 3 §2, §3 'Site survey entry', §4): ours but the field names. */
export const siteSurvey = {
  intro: 'Procure as redes Wi-Fi ao redor do roteador para ver quais canais estão ocupados e usar o mais livre.',
  start: 'Iniciar busca',
  scanning: 'Procurando redes Wi-Fi…',
  rescan: 'Buscar novamente',
  tabsLabel: 'Faixa de frequência',
  tab24: ghz('2.4'),
  tab5: ghz('5'),
  loadError: 'Não foi possível buscar as redes Wi-Fi.',
  none: 'Nenhuma rede encontrada nesta faixa.',
  found: (n: number) => plural(n, 'rede encontrada', 'redes encontradas'),
  hidden: 'Rede oculta',
  labels: {
    channel: 'Canal',
    mac: 'MAC',
    cipher: 'Segurança',
    protocol: 'Protocolo',
    signal: 'Sinal',
    bandwidth: 'Largura de banda',
    extension: 'Canal de extensão',
  },
  dbm: (n: number) => dbm(n),
  mhz: (w: string) => mhz(w),
  extensions: { upper: 'Superior', lower: 'Inferior', '': '—' } as Record<string, string>,
  unknown: (code: number) => `Desconhecido (${code})`,
  suggestionTitle: 'Canal sugerido',
  current: (channel: number, auto: boolean) => (auto ? `Canal atual: ${channel} (automático)` : `Canal atual: ${channel}`),
  suggested: (channel: number) => `O canal ${channel} é o menos usado pelas redes vizinhas.`,
  alreadyBest: (channel: number) => `Seu roteador já está no canal ${channel}, o menos usado pelas redes vizinhas.`,
  apply: (channel: number) => `Usar canal ${channel}`,
  automatic: 'Usar canal automático',
  radioOff: 'O rádio desta faixa está desligado.',
  confirmTitle: 'Mudar o canal?',
  confirm: (band: string, channel: number) =>
    channel === 0
      ? `A rede ${band} passará a escolher o canal automaticamente. O Wi-Fi ficará indisponível por alguns segundos e você será conectado novamente.`
      : `A rede ${band} passará a usar o canal ${channel}. O Wi-Fi ficará indisponível por alguns segundos e você será conectado novamente.`,
  confirmLabel: 'Mudar canal',
  applying: 'Aplicando o novo canal…',
  applyingNote: 'Aguarde: o roteador está trocando de canal e você será conectado novamente.',
  applied: (channel: number) => (channel === 0 ? 'Canal automático aplicado.' : `Canal ${channel} aplicado.`),
  applyError: 'Não foi possível mudar o canal. Tente novamente.',
} as const;

/** /tools/wps (spec 3 §4 'WPS'): the two button texts are the spec's. */
export const wps = {
  intro: 'Conecte um dispositivo ao Wi-Fi sem digitar a senha: ative o WPS aqui e, em até 2 minutos, pressione o botão WPS do dispositivo.',
  start: 'Ativar WPS',
  /** spec 3 §4 */
  syncing: 'Sincronizando WPS',
  /** spec 3 §4 */
  disabled: 'WPS Desativado',
  remaining: (time: string) => `Pressione o botão WPS do dispositivo. Tempo restante: ${time}`,
  disabledWhy:
    'Para usar o WPS, a rede Wi-Fi principal precisa estar ligada, com segurança WPA2 (não aberta nem somente WPA3), com o WPS ativado e o rádio ligado.',
  wifiLink: 'Ir para as configurações de Wi-Fi',
  only24: `O WPS funcionará apenas na rede ${G24}: as configurações da rede ${G5} não permitem o WPS.`,
  only5: `O WPS funcionará apenas na rede ${G5}: as configurações da rede ${G24} não permitem o WPS.`,
  paired: 'Dispositivo conectado por WPS.',
  expired: 'O tempo para conectar acabou e nenhum dispositivo foi conectado. Ative o WPS novamente para tentar outra vez.',
  startError: 'Não foi possível ativar o WPS. Tente novamente.',
  loadError: 'Não foi possível ler as configurações de WPS.',
} as const;

/** /tools/iot_assistant (spec 3 §4 'IoT assistant'): 'Finalizar' is the spec's. */
export const iot = {
  intro:
    `Muitos dispositivos de casa inteligente (lâmpadas, tomadas, câmeras) só se conectam em ${G24}. O assistente desliga a rede ${G5} por 30 minutos para facilitar a configuração deles.`,
  start: 'Ativar assistente',
  confirmTitle: 'Ativar o assistente IoT?',
  confirm:
    `A rede ${G5} ficará desligada por 30 minutos, também nos pontos mesh. Os dispositivos conectados nela passarão para a rede ${G24}.`,
  confirmLabel: 'Ativar',
  active: 'Assistente IoT ativo',
  activeNote: `A rede ${G5} está desligada. Configure agora seus dispositivos IoT na rede ${G24}.`,
  remainingLabel: 'Tempo restante',
  /** spec 3 §4 */
  finish: 'Finalizar',
  finishing: 'Finalizando…',
  starting: 'Ativando o assistente IoT…',
  startError: 'Não foi possível ativar o assistente IoT. Tente novamente.',
  finishError: 'Não foi possível finalizar o assistente IoT. Tente novamente.',
  loadError: 'Não foi possível ler o estado do assistente IoT.',
  ended: `O assistente IoT foi finalizado e a rede ${G5} voltou a funcionar.`,
} as const;

/** A round-trip time of ping or traceroute: '*' where spec 3 §9 says so (the contract's rule), else '43,8 ms'. */
export function rtt(value: number): string {
  return rttIsStar(value) ? '*' : ms(value);
}

/** A share of lost packets: '0 %', '33,3 %'. */
export const lostShare = (value: number) => percent(value, 1);

/** m:ss of a count of seconds (30:00, 1:05). */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
